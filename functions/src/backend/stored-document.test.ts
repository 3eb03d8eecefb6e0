import { describe, expect, it } from 'vitest';
import { DOCUMENT_SCHEMA_VERSION, parseStoredDocument } from './stored-document.js';

const document = {
  title: 'Attention',
  authors: ['A. Vaswani'],
  abstract: 'We propose.',
  language: 'en',
  sections: [{ heading: 'Intro', text: 'Text.' }],
  references: [],
  figures: [
    {
      id: 'Figure 1',
      kind: 'figure',
      number: '1',
      caption: 'The model.',
      page: 3,
      imagePath: 'jobs/j1/figures/figure_0.png',
      width: 640,
      height: 480,
    },
  ],
  pageCount: 8,
  pagesRead: 8,
  warnings: [],
};

describe('parseStoredDocument', () => {
  it('reads the versioned wrapper and a bare document written before versioning alike', () => {
    const versioned = parseStoredDocument(
      JSON.stringify({ schema_version: DOCUMENT_SCHEMA_VERSION, document }),
      'p',
    );
    expect(versioned).toEqual(document);
    expect(parseStoredDocument(JSON.stringify(document), 'p')).toEqual(document);
  });

  it.each([
    ['not JSON', '{"title":', /not valid JSON|Unexpected|JSON/],
    ['an unknown version', JSON.stringify({ schema_version: 9, document }), /unknown schema version 9/],
    [
      'a figure without a box of numbers',
      JSON.stringify({ ...document, figures: [{ ...document.figures[0], width: '640' }] }),
      /figure 0 is malformed/,
    ],
    ['page counts as text', JSON.stringify({ ...document, pagesRead: '8' }), /page counts/],
  ])('names the file and the fault for %s', (_label, text, fault) => {
    expect(() => parseStoredDocument(text, 'jobs/j1/document.json')).toThrow(
      /^The stored document jobs\/j1\/document\.json is unreadable/,
    );
    expect(() => parseStoredDocument(text, 'jobs/j1/document.json')).toThrow(fault);
  });
});
