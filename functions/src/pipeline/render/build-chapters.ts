/** Chapters as an ffmetadata file, so players list the slides by title. */

/** ffmetadata treats these as syntax; a backslash makes them literal. */
function escapeMetadata(value: string): string {
  return value.replace(/[\\=;#\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`));
}

/**
 * An ffmetadata document with one chapter per slide (millisecond timebase), titled with the slide
 * title; an untitled slide is called "Slide n".
 * @example buildChapters([{ title: 'Intro', durationSec: 3 }])
 *   // ';FFMETADATA1\n\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=3000\ntitle=Intro\n'
 * @public
 */
export function buildChapters(slides: ReadonlyArray<{ title: string; durationSec: number }>): string {
  const chapters: string[] = [];
  let start = 0;
  slides.forEach((slide, i) => {
    const end = start + slide.durationSec;
    const title = slide.title.trim() === '' ? `Slide ${i + 1}` : slide.title.trim();
    chapters.push(`[CHAPTER]\nTIMEBASE=1/1000\nSTART=${Math.round(start * 1000)}\nEND=${Math.round(end * 1000)}\ntitle=${escapeMetadata(title)}\n`);
    start = end;
  });
  return [';FFMETADATA1\n', ...chapters].join('\n');
}
