/**
 * The demo video served with the site (docs/product.md §2): scripts/demo-video.sh renders it with the
 * engine into /demo/ at build time, with its credits. A site built without one has no credits file, and
 * the pages that offer Watch Demo leave the button out.
 */
import { Suspense, use, type ReactNode } from 'react';

export const DEMO_PATH = '/demo';
const CREDITS_URL = '/demo/demo.json';

/** The paper the demo was made from, credited beside the player as its licence asks. */
export interface DemoCredits {
  title: string;
  authors: string;
  licence: { name: string; url: string | null };
  doi: string | null;
  /** The video's and subtitles' URLs. */
  videoUrl: string;
  subtitlesUrl: string;
}

interface CreditsFile {
  title?: unknown;
  authors?: unknown;
  licence?: { name?: unknown; url?: unknown };
  doi?: unknown;
  video?: unknown;
  subtitles?: unknown;
}

let credits: Promise<DemoCredits | null> | null = null;

/** Reads the credits once per page load; null when the site has no demo. */
function loadDemoCredits(): Promise<DemoCredits | null> {
  credits ??= fetch(CREDITS_URL, { headers: { Accept: 'application/json' } })
    .then(async (response) => (response.ok ? parseCredits(await response.text()) : null))
    .catch(() => null);
  return credits;
}

// Hosting answers a missing file with the app's index.html, so anything but the expected JSON means none.
function parseCredits(text: string): DemoCredits | null {
  let file: CreditsFile;
  try {
    file = JSON.parse(text) as CreditsFile;
  } catch {
    return null;
  }
  const { title, authors, licence, doi, video, subtitles } = file;
  if (
    typeof title !== 'string' ||
    typeof authors !== 'string' ||
    typeof video !== 'string' ||
    typeof licence?.name !== 'string'
  )
    return null;
  return {
    title,
    authors,
    licence: { name: licence.name, url: typeof licence.url === 'string' ? licence.url : null },
    doi: typeof doi === 'string' ? doi : null,
    videoUrl: `${DEMO_PATH}/${video}`,
    subtitlesUrl: typeof subtitles === 'string' ? `${DEMO_PATH}/${subtitles}` : '',
  };
}

/** The demo's credits, null when there is no demo; suspends (inside a <Suspense>) until they are read. */
export function useDemoCredits(): DemoCredits | null {
  return use(loadDemoCredits());
}

function IfDemo({ children }: { children: ReactNode }): ReactNode {
  return useDemoCredits() === null ? null : children;
}

/** Shows `children` (a link to DEMO_PATH) only when the site has a demo; nothing meanwhile, and the page does not wait. */
export function WithDemo({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <IfDemo>{children}</IfDemo>
    </Suspense>
  );
}
