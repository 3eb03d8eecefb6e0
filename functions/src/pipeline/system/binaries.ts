/**
 * Where the external programs are. Resolved once per run, in one place: an explicit path wins, then
 * PATH. ffmpeg and ffprobe come from PATH everywhere, Google's Cloud Functions runtime included (its
 * image carries ffmpeg 4.4); the encode recipe works on 4.x and later.
 *
 * Speech needs no program: the local voices are engines compiled to WebAssembly that come with the
 * npm packages (pipeline/speech/local-voices.ts). festival is the one speech program still looked
 * for, as an upgrade only: its HTS female voice was measurably clearer than the built-in one, so the
 * voices that name it use it where it is installed and the built-in voice everywhere else. flite and
 * espeak-ng programs are not looked for: they sound the same as their built-in builds.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface Binaries {
  ffmpeg: string;
  ffprobe: string;
  /** festival's text-to-wave script; optional (see above). */
  text2wave: string;
  /** mupdf's tool, used to repair damaged PDFs. */
  mutool: string;
}

export type BinaryName = keyof Binaries;

const PATH_NAMES: Record<BinaryName, string> = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  text2wave: 'text2wave',
  mutool: 'mutool',
};

/** Finds `name` on PATH; returns undefined when it is not there. */
export function findOnPath(
  name: string,
  pathVariable: string = process.env['PATH'] ?? '',
): string | undefined {
  for (const dir of pathVariable.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Resolves every program. Programs that cannot be found keep their bare name, so running them
 * fails with a clear "not installed" error only when a run actually needs them.
 */
export function resolveBinaries(overrides: Partial<Binaries> = {}): Binaries {
  const resolved = {} as Binaries;
  for (const name of Object.keys(PATH_NAMES) as BinaryName[]) {
    const explicit = overrides[name];
    if (explicit) {
      resolved[name] = explicit;
      continue;
    }
    resolved[name] = findOnPath(PATH_NAMES[name]) ?? PATH_NAMES[name];
  }
  return resolved;
}
