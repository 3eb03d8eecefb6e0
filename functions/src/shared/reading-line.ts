/**
 * The closing slide's line saying where to read the paper ("Read the paper: doi.org/…"): the planner
 * writes it as the last bullet of the last slide, the slides set it apart from the takeaways, and the
 * plan check does not count its address as debris.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */

const READING_LABEL: Readonly<Record<string, string>> = {
  en: 'Read the paper:',
  zh: '论文链接：',
  ja: '論文リンク：',
  es: 'Lea el artículo:',
  fr: 'Lire l’article :',
  pt: 'Leia o artigo:',
  it: 'Leggi l’articolo:',
  de: 'Zum Artikel:',
  nl: 'Lees het artikel:',
};

/** "https://doi.org/10.1/x" → "doi.org/10.1/x": the address as a reader types it. */
function shownLink(link: string): string {
  return link
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** Is `bullet` a line saying where to read the paper? */
export function isReadingLine(bullet: string): boolean {
  return Object.values(READING_LABEL).some((label) => bullet.startsWith(label));
}

/**
 * The line for `link` in the talk's language ("论文链接：…" for a Chinese talk, "Lea el artículo: …" for a
 * Spanish one; English for a language without its own label);
 * undefined when the paper states no link.
 */
export function readingLine(link: string | undefined, language: string): string | undefined {
  if (link === undefined || link.trim() === '') return undefined;
  const label = READING_LABEL[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? READING_LABEL['en'] ?? '';
  return label.endsWith('：') ? `${label}${shownLink(link)}` : `${label} ${shownLink(link)}`;
}

/** The address a reading line names, as a link to open ("https://doi.org/…"); undefined for any other line. */
export function readingLink(bullet: string): string | undefined {
  if (!isReadingLine(bullet)) return undefined;
  const address = /\S+$/.exec(bullet.replace(/^[^:：]*[:：]\s*/, ''))?.[0];
  return address === undefined ? undefined : `https://${address}`;
}
