import { describe, expect, it } from 'vitest';
import { buildSections } from './build-sections.js';
import type { TextLine } from './page-text.js';

function line(text: string, top: number, font = 'body', size = 9.8): TextLine {
  return {
    text,
    page: 2,
    x0: 305,
    x1: 305 + text.length * size * 0.45,
    top,
    bottom: top + size * 1.1,
    baseline: top + size * 0.85,
    size,
    font,
    neighbours: 0,
    column: 1,
  };
}

describe('buildSections', () => {
  it('keeps a subheading after a list item without a full stop off the sentence below it', () => {
    const lines = [
      line('Methods', 100, 'heading', 10.3),
      line('The exit interview sought to identify the patient’s views of the quality of care in the', 115),
      line('department and their satisfaction with the services in the Medical', 127, 'list'),
      line('Department', 139, 'list'),
      line('Tools for data collection', 164, 'subheading', 9.2),
      line('Guidelines were developed for the in-depth interviews, and a structured', 175),
      line('questionnaire was developed by the authors for the patients.', 187),
    ];
    const { sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    const text = sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('Tools for data collection\n\nGuidelines were developed');
  });

  it('takes no line of a code listing for a heading, whatever words it has', () => {
    const lines = [
      line('1. Introduction', 100, 'heading', 14.3),
      line('The test is run on the data, and its output is printed below in full.', 120),
      line('R> independence_test(time ~ group, data = treatment)', 135, 'code'),
      line('Exact General Independence Test', 147, 'code'),
      line('data: time by group (control, treatment)', 159, 'code'),
      line('method', 171, 'code'),
      line('Here the conditional test was performed via a rank transformation of the response.', 190),
      line('2. Permutation tests', 215, 'heading', 14.3),
      line('Permutation tests are a special case of conditional tests on the data.', 235),
    ];
    const { sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(sections.map((s) => s.heading)).toEqual(['1. Introduction', '2. Permutation tests']);
  });

  it('sets a run-in label with no full stop apart from the sentence it heads', () => {
    const lines = [
      line('Methods', 100, 'heading', 10.3),
      line('We evaluate the model in a cross-lingual setting on the task.', 115),
      {
        ...line('Creation of cross-lingual vector spaces A', 139, 'bold'),
        faces: [
          { font: 'bold', text: 'Creationofcross-lingualvectorspaces' },
          { font: 'body', text: 'A' },
        ],
      },
      line('common semantic space is required in order to map words across languages.', 151),
    ];
    const { sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    const text = sections.map((s) => s.text).join('\n\n');
    expect(text).toContain(
      'Creation of cross-lingual vector spaces\n\nA common semantic space is required in order to map words',
    );
  });

  it('keeps a species in italics and its abbreviated author in the sentence they open', () => {
    const species = [
      line('Introduction', 100, 'heading', 10.3),
      {
        ...line('Phoenix paludosa Roxb. (Bengali name- Hantal) is a thorny palm', 115, 'italic'),
        faces: [
          { font: 'italic', text: 'Phoenixpaludosa' },
          { font: 'body', text: 'Roxb.(Bengaliname-Hantal)isathornypalm' },
        ],
      },
      line('with slender stems which grows all over the Sundarbans.', 127),
    ];
    expect(buildSections(species, { size: 9.8, font: 'body' }, () => 305).sections[0]?.text).toMatch(
      /^Phoenix paludosa Roxb\./,
    );
  });
});
