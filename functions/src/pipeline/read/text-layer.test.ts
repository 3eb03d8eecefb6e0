import { describe, expect, it } from 'vitest';
import { isPipelineError } from '../errors.js';
import type { PageText } from './page-text.js';
import { requireTextLayer } from './text-layer.js';

function page(lines: readonly string[]): PageText {
  return {
    page: 1,
    width: 612,
    height: 792,
    gutter: undefined,
    lines: lines.map((text, i) => ({
      text,
      page: 1,
      x0: 72,
      x1: 540,
      top: 72 + i * 12,
      bottom: 82 + i * 12,
      baseline: 80 + i * 12,
      size: 10,
      font: 'body',
      neighbours: 0,
      column: 0,
    })),
  };
}

function failure(pages: readonly PageText[]): string {
  try {
    requireTextLayer(pages);
  } catch (error) {
    if (isPipelineError(error) && error.code === 'no_text') return error.message;
  }
  return '';
}

describe('requireTextLayer', () => {
  it('reads a page of prose, and one of formulas and code', () => {
    const prose = 'The model is trained on four corpora and evaluated on the held-out test set of each one.';
    expect(failure([page(Array(30).fill(prose))])).toBe('');
    const formulas =
      'f(x) = a_0 + a_1 x + b_k y^2, Sx := diag(w) X; lm(y ~ x1 + x2, data = df) where σ is known.';
    expect(failure([page(Array(30).fill(formulas))])).toBe('');
  });
  it('says a scan has no text', () => {
    expect(failure([page(['1'])])).toMatch(/no selectable text.*scan/);
  });
  it('says text whose fonts map their glyphs to no letters cannot be decoded', () => {
    // What an old PDF set in bitmap fonts reads as.
    const garbled =
      'TPSkOgf-TPS \\ N\\ v \\ Npf\\mh \\ ORqk¯klRl8rfPO qMLj^ USA^ a Q \\ J pJTPS h OgfPTPNPORqk¯kTPOgJ a';
    expect(failure([page(Array(40).fill(garbled))])).toMatch(/cannot be decoded/);
    // Too little of it to judge.
    expect(failure([page(Array(2).fill(garbled))])).toBe('');
  });
  it('judges only words in Latin letters, so a paper in Russian with its symbols and acronyms reads', () => {
    const russian =
      'Модель ResNet обучается на корпусах BLEU, GPU, x1, f(x), dx/dt и проверяется на выборке.';
    expect(failure([page(Array(60).fill(russian))])).toBe('');
  });
});
