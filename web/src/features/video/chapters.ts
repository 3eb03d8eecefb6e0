/** Where the player is among the video's chapters, and their start times as people read them. */
import type { VideoChapter } from '../../api';

/** The chapter playing at `timeSec`: the last one started by then (the first before any has). */
export function currentChapterIndex(chapters: readonly VideoChapter[], timeSec: number): number {
  let current = 0;
  chapters.forEach((chapter, index) => {
    if (chapter.start <= timeSec) current = index;
  });
  return current;
}

/**
 * A time as players show it: m:ss, or h:mm:ss from an hour.
 * @example formatClock(83.6) // '1:23'
 */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(total % 60)}` : `${m}:${pad(total % 60)}`;
}
