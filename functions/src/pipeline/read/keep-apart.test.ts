/**
 * What is not body text stays out of the sections' text and is kept as labelled parts: one check per
 * kind of debris, on a paper the tests typeset (see tests/fixtures/make-paper-pdf.ts).
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBRIS_PAPER, debrisPaper } from '../../../../tests/fixtures/index.js';
import { countDebris, DEBRIS_KINDS } from '../../../../tests/quality/count-debris.js';
import type { PaperDocument, PaperPartKind } from '../document.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';

let workDir = '';
let document: PaperDocument;
let body = '';
beforeAll(async () => {
  workDir = await makeTempDir('keep-apart-test');
  document = await extractDocument(await debrisPaper(), { workDir, binaries: resolveBinaries() });
  body = [document.abstract, ...document.sections.map((s) => `${s.heading}\n${s.text}`)].join('\n\n');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const partsOf = (kind: PaperPartKind): string[] =>
  (document.parts ?? []).filter((p) => p.kind === kind).map((p) => p.text);

describe('the read stage keeps debris apart from the body text', () => {
  it('leaves no debris of any kind in the body text', () => {
    const counts = countDebris(document);
    for (const kind of DEBRIS_KINDS) expect(counts[kind], kind).toBe(0);
  });

  it('takes numeric, ranged, author–year and alphanumeric citations out, keeping the sentence', () => {
    expect(partsOf('citation')).toEqual(
      expect.arrayContaining(['[3, 4, 5–9]', '(Smith et al., 2019)', '[Sar06]', '[BPSTJ89, Proposition 4]']),
    );
    expect(body).toContain(
      'Earlier gated models and mixtures of experts route whole layers, and routing bounds follow from earlier work.',
    );
  });

  it('keeps the footnote, running head and page numbers apart', () => {
    expect(partsOf('footnote').join(' ')).toContain('Workshop on Widget Learning');
    expect(partsOf('running-head')).toContain(DEBRIS_PAPER.runningHeader);
    expect(partsOf('page-number')).toEqual(expect.arrayContaining(['2', '3']));
    expect(body).not.toContain('Workshop on Widget Learning');
    expect(body).not.toContain(DEBRIS_PAPER.runningHeader);
  });

  it('keeps the words inside figures and tables apart', () => {
    const figureText = partsOf('figure-text').join(' ');
    expect(figureText).toContain('M1');
    expect(figureText).toContain('Sparse-L');
    expect(body).not.toMatch(/\bM[1-6]\b|Sparse-L/);
  });

  it('keeps the display equation apart and the paragraph around it whole', () => {
    expect(partsOf('equation').join(' ')).toContain('L(θ)');
    expect(body).not.toContain('L(θ)');
  });

  it('keeps back-matter statements apart, each labelled', () => {
    expect(partsOf('acknowledgements').join(' ')).toContain('We thank the widget community');
    expect(partsOf('funding').join(' ')).toContain('grant number 12345');
    expect(partsOf('conflicts').join(' ')).toContain('no competing interests');
    expect(partsOf('abbreviations').join(' ')).toContain('SWN: sparse widget network');
    expect(document.sections.map((s) => s.heading)).not.toEqual(
      expect.arrayContaining(['Acknowledgements', 'Funding', 'Abbreviations']),
    );
  });

  it('keeps the affiliation and e-mail addresses apart from the authors and the text', () => {
    expect(document.authors).toEqual(DEBRIS_PAPER.authors);
    expect(partsOf('affiliation')).toContain(DEBRIS_PAPER.affiliation);
    expect(partsOf('email')).toContain(DEBRIS_PAPER.email);
  });

  it('keeps an exponent of inline mathematics as a superscript', () => {
    expect(body).toContain('Gates close when α ≥ 10⁻²⁶ in every layer.');
  });

  it('finds the venue, year and DOI link the paper prints', () => {
    expect(document.venue).toBe('WIDG 2024');
    expect(document.year).toBe('2024');
    expect(document.link).toBe('https://doi.org/10.5555/widg.2024.17');
  });

  it('starts every section with its own first sentence, and keeps a subheading off the sentence below it', () => {
    for (const section of document.sections)
      expect(section.text.startsWith(section.heading.replace(/^[\d.]+\s*/, ''))).toBe(false);
    expect(body).toContain('\n\nParticipants\n\nParticipants in this study were twelve widget engineers.');
  });
});
