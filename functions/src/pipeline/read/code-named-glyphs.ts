/**
 * Glyphs named for their character codes. Ghostscript, turning a PostScript file that dvips drew in
 * TeX's bitmap fonts into a PDF, names each glyph of those Type 3 faces "a" and its code ("a97" for
 * code 97) and writes a Unicode map from the names; but "a1"–"a206" are the names of the ITC Zapf
 * Dingbats glyphs in Adobe's glyph list, so the map turns "Getting started" into "●❡tt✐♥❣ st❛rt❡❞"
 * (codes with no dingbat of their name come through as the code itself). The code is the glyph's
 * slot in the TeX font's encoding, whose letters, digits and most punctuation are ASCII.
 */

/** The dingbat Adobe's glyph list names "a<code>", at its code; a space where it names none. */
const DINGBATS_BY_CODE = [
  ' ✁✂✄☎✆✝✞✟✠✡☛☞✌✍✎✏✑✒✓✔✕✖✗✘✙✚✛✜✢✣✤✥✦✧★✩✪✫✬',
  '✭✮✯✰✱✲✳✴✵✶✷✸✹✺✻✼✽✾✿❀❁❂❃❄❅❆❇❈❉❊❋●❍■❏❑▲▼◆❖',
  ' ◗❘❙❚❯❱❲❳❨❩❬❭❪❫❴❵❛❜❝❞❡❢❣❤✐❥❦❧♠♥♦♣    ✉✈✇',
  '①②③④⑤⑥⑦⑧⑨⑩❶❷❸❹❺❻❼❽❾❿➀➁➂➃➄➅➆➇➈➉➊➋➌➍➎➏➐➑➒➓',
  '➔→➣↔↕➙➛➜➝➞➟➠➡➢➤➥➦➧➨➩➫➭➯➲➳➵➸➺➻➼➽➾➚➪➶➹➘➴➷➬',
  '➮➱✃❐❒❮❰',
].join('');

const CODE_OF_DINGBAT: ReadonlyMap<string, number> = new Map(
  [...DINGBATS_BY_CODE].flatMap((dingbat, code) => (dingbat === ' ' ? [] : [[dingbat, code] as const])),
);

/**
 * The marks of OT1, the encoding of TeX's text fonts, that are not ASCII's: its quotation marks
 * (a backquote, and a backslash and an inch mark for the double ones) and dashes (braces and a bar).
 * The typewriter faces keep ASCII there, so they are read only where prose puts them: quotes around
 * words, a dash between figures ("1990–1995").
 */
const OT1_MARKS: readonly (readonly [RegExp, string])[] = [
  [/(?<=^|[\s([])\\([\p{L}\p{N}][^"\\\n]*?)"/gu, '“$1”'],
  [/(?<=^|[\s([])`([\p{L}\p{N}][^'`\n]*?)'/gu, '‘$1’'],
  [/(?<=\p{N})\{(?=\p{N})/gu, '–'],
];

/** `text` with each dingbat read as the character of its code. */
export function readGlyphCodes(text: string): string {
  let read = '';
  for (const ch of text) {
    const code = CODE_OF_DINGBAT.get(ch);
    read += code === undefined ? ch : String.fromCharCode(code);
  }
  return OT1_MARKS.reduce((marked, [mark, character]) => marked.replace(mark, character), read);
}

/** Fewer dingbats than this on a page do not tell a face: a few are a face's own check marks. */
const MIN_DINGBATS = 4;
/** Share of a face's letters that must be dingbats: a face of text with a few dingbats keeps them. */
const MIN_DINGBAT_SHARE = 0.3;
/** Share of its tokens that must be words once read by codes ("Getting", "started"). */
const MIN_WORD_SHARE = 0.5;

/**
 * Whether `text`, all that one face sets on a page, is glyphs named for their codes: enough of it is
 * dingbats, and read by codes it is words. A face of real dingbats ("✓", "①②③", "♠♥♦♣") reads as
 * control codes, symbols or single letters, not words. In a document with such faces already found
 * (`documentHasThem`), a face need only read as printable ASCII: the figures' labels ("✻✵" for "60")
 * and page numbers are set in faces of their own that hold no word.
 */
export function isCodeNamedText(text: string, documentHasThem: boolean): boolean {
  let dingbats = 0;
  let printable = true;
  for (const ch of text) {
    const code = CODE_OF_DINGBAT.get(ch);
    if (code === undefined) continue;
    dingbats += 1;
    if (code < 0x21 || code > 0x7e) printable = false;
  }
  if (dingbats === 0) return false;
  if (documentHasThem && printable) return true;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (dingbats < MIN_DINGBATS || dingbats < (dingbats + letters) * MIN_DINGBAT_SHARE) return false;
  const tokens = readGlyphCodes(text)
    .split(/[\s.,;:!?()[\]"“”]+/u)
    .filter((token) => (token.match(/\p{L}/gu)?.length ?? 0) >= 3);
  const words = tokens.filter((token) => /^\p{Lu}?\p{Ll}+$/u.test(token) && /[aeiouy]/.test(token));
  return words.length > 0 && words.length >= tokens.length * MIN_WORD_SHARE;
}
