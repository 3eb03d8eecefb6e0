/** What is stored beside a slide's narration: its content key and where each sentence starts. */
import { readStoredFile, type FileStore } from '../backend/index.js';

export interface NarrationRecord {
  /** The narrationKey of the script, voice, language, lexicon and provider it was made from. */
  key: string;
  durationSec: number;
  /** Where each sentence of the script starts in the clip (see SlideAudio.sentenceStartsSec). */
  sentenceStartsSec: number[];
  voiceUsed: string;
}

function isRecord(value: unknown): value is NarrationRecord {
  const record = value as Partial<NarrationRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.key === 'string' &&
    typeof record.durationSec === 'number' &&
    typeof record.voiceUsed === 'string' &&
    Array.isArray(record.sentenceStartsSec) &&
    record.sentenceStartsSec.every((at) => typeof at === 'number' && Number.isFinite(at))
  );
}

/**
 * The record at `path`, or undefined when there is none or it cannot be read (a clip made before
 * records were kept): the caller then voices again, or times by sentence length.
 */
export async function readNarrationRecord(
  files: FileStore,
  path: string,
): Promise<NarrationRecord | undefined> {
  if (!(await files.exists(path))) return undefined;
  try {
    const parsed: unknown = JSON.parse((await readStoredFile(files, path)).toString('utf8'));
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function encodeNarrationRecord(record: NarrationRecord): Buffer {
  return Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
}
