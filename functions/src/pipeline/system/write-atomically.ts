/** Outputs appear whole or not at all: written under a temporary name beside the target, then renamed. */
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A temporary path in the same folder as `path` (so the final rename never crosses file systems). @internal */
export function tempPathBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
}

/**
 * Lets `produce` write to a temporary path, then renames it onto `path`. If `produce` fails or is
 * cancelled, the temporary file is removed and `path` is left untouched.
 * @internal
 */
export async function writeAtomically<T>(
  path: string,
  produce: (tempPath: string) => Promise<T>,
): Promise<T> {
  const temp = tempPathBeside(path);
  try {
    const result = await produce(temp);
    await rename(temp, path);
    return result;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes text or bytes atomically. @internal */
export function writeFileAtomically(path: string, content: string | Uint8Array): Promise<void> {
  return writeAtomically(path, (temp) => writeFile(temp, content));
}
