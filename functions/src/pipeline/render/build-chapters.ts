/** Chapters, one per slide: as spans for players that list them, and as an ffmetadata file for the mp4. */

export interface ChapterSpan {
  title: string;
  startSec: number;
  endSec: number;
}

/**
 * One chapter per slide, back to back from 0, titled with the slide title; an untitled slide is
 * called "Slide n". The mp4's chapters and the web player's list are both made from this.
 * @example chapterSpans([{ title: 'Intro', durationSec: 3 }]) // [{ title: 'Intro', startSec: 0, endSec: 3 }]
 */
export function chapterSpans(slides: ReadonlyArray<{ title: string; durationSec: number }>): ChapterSpan[] {
  let start = 0;
  return slides.map((slide, i) => {
    const span = {
      title: slide.title.trim() === '' ? `Slide ${i + 1}` : slide.title.trim(),
      startSec: start,
      endSec: start + slide.durationSec,
    };
    start = span.endSec;
    return span;
  });
}

/** ffmetadata treats these as syntax; a backslash makes them literal. */
function escapeMetadata(value: string): string {
  return value.replace(/[\\=;#\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`));
}

/**
 * An ffmetadata document with the slides' {@link chapterSpans} (millisecond timebase), so players
 * list the slides by title.
 * @example buildChapters([{ title: 'Intro', durationSec: 3 }])
 *   // ';FFMETADATA1\n\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=3000\ntitle=Intro\n'
 */
export function buildChapters(slides: ReadonlyArray<{ title: string; durationSec: number }>): string {
  const chapters = chapterSpans(slides).map(
    (span) =>
      `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${Math.round(span.startSec * 1000)}\nEND=${Math.round(span.endSec * 1000)}\ntitle=${escapeMetadata(span.title)}\n`,
  );
  return [';FFMETADATA1\n', ...chapters].join('\n');
}
