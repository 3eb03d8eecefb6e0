/**
 * The user's pronunciation lexicon: how the narrator should say words it would otherwise get wrong
 * (a method's name, an author, a dataset). The same text format is read from the command line's
 * `--lexicon` file and from the job settings' `pronunciations` field, so one file works in both.
 *
 * Format, one entry a line: `written = spoken`, e.g. `GLUE = glue` or `Dijkstra = dike stra`.
 * Blank lines and lines starting with `#` are ignored. A written form matches whole words, case
 * sensitively; the longest written form wins where entries overlap.
 */

export interface Pronunciation {
  written: string;
  spoken: string;
}

export const PRONUNCIATION_LIMITS = { entries: 200, chars: 8000, entryChars: 100 } as const;

export type PronunciationsParse = { ok: true; entries: Pronunciation[] } | { ok: false; problem: string };

/** Reads a lexicon; the problem names the line so the user can fix it. */
export function parsePronunciations(text: string): PronunciationsParse {
  if (text.length > PRONUNCIATION_LIMITS.chars) {
    return {
      ok: false,
      problem: `The pronunciations are too long: at most ${PRONUNCIATION_LIMITS.chars} characters.`,
    };
  }
  const entries: Pronunciation[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const where = `Pronunciation line ${index + 1} ("${line.slice(0, 40)}")`;
    const equals = line.indexOf('=');
    if (equals < 0)
      return { ok: false, problem: `${where} needs the form "written = spoken", e.g. "GLUE = glue".` };
    const written = line.slice(0, equals).trim();
    const spoken = line.slice(equals + 1).trim();
    if (written === '' || spoken === '')
      return { ok: false, problem: `${where} needs a word on each side of "=".` };
    if (written.length > PRONUNCIATION_LIMITS.entryChars || spoken.length > PRONUNCIATION_LIMITS.entryChars) {
      return {
        ok: false,
        problem: `${where} is too long: at most ${PRONUNCIATION_LIMITS.entryChars} characters on each side.`,
      };
    }
    entries.push({ written, spoken });
  }
  if (entries.length > PRONUNCIATION_LIMITS.entries) {
    return {
      ok: false,
      problem: `There are too many pronunciations: at most ${PRONUNCIATION_LIMITS.entries}.`,
    };
  }
  return { ok: true, entries };
}
