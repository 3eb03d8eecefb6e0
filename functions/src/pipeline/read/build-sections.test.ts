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

/** A line of a listing, set in a typewriter face. */
function code(text: string, top: number): TextLine {
  return { ...line(text, top, 'tt'), monospace: true };
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

  it('keeps a listing and its output out of the text, whose sentence goes on after it', () => {
    const lines = [
      line('2. Classes', 100, 'heading', 14.3),
      line('Building a classed object is simple. We make one of class foo:', 120),
      code('> x <- rnorm(3)', 135),
      code('> class(x) <- "foo"', 147),
      code('[1] 1.7301387 -1.4556455 0.5671698', 159),
      code('attr(,"class")', 171),
      line('and plotting it gives the same plot as before the class was set.', 190),
      line('Methods for the class are then written one by one.', 202),
    ];
    const { sections, parts } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(sections[0]?.text).toBe(
      'Building a classed object is simple. We make one of class foo: and plotting it gives the same plot as before the class was set. Methods for the class are then written one by one.',
    );
    expect(parts.filter((p) => p.kind === 'code').map((p) => p.text)).toEqual([
      '> x <- rnorm(3) > class(x) <- "foo" [1] 1.7301387 -1.4556455 0.5671698 attr(,"class")',
    ]);
  });

  it('keeps a contents list that opens the paper out of its text, entries that wrap included', () => {
    const lines = [
      line('What is the package? . . . . . . . . . . . . . . . . . . . . . . . . . . 2', 100),
      line('How do I install the package? . . . . . . . . . . . . . . . . . . . . . . 2', 112),
      line('I have many files that I need to load into a single object. What', 124),
      line('is the most efficient way to import the files? . . . . . . . . . . . . 3', 136),
      line('Why is the object a matrix rather than a data frame? . . . . . . . . . . 3', 148),
      line('1. What is the package?', 175, 'heading', 14.3),
      line('The package offers a number of functions to work on data indexed by time, and it', 195),
      line('extends another popular package for the analysis of time series.', 207),
    ];
    const { abstract, sections, parts } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    const text = [abstract, ...sections.map((s) => s.text)].join('\n\n');
    expect(text).not.toMatch(/install|efficient|data frame/);
    expect(
      parts
        .filter((p) => p.kind === 'contents')
        .map((p) => p.text)
        .join(' '),
    ).toContain('I have many files that I need to load into a single object. What is the most efficient way');
  });

  it('ends the sentence a listing ended when a capital follows it', () => {
    const lines = [
      line('2. Data', 100, 'heading', 14.3),
      line('Help for the probe sequence data packages can be accessed through', 120),
      code('> ?hgu95av2probe', 135),
      // The listing ends the page: the text goes on at the top of the next one.
      {
        ...line('One of the issues that you have to deal with is that the probe packages do not', 80),
        page: 3,
      },
      { ...line('provide the reporter sequences of all the features present in an AffyBatch.', 92), page: 3 },
    ];
    const { sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(sections[0]?.text).toContain('can be accessed through\n\nOne of the issues');
  });

  it('keeps a lone sentence in a misreported typewriter face, and all of a paper set in typewriter', () => {
    const misread = {
      ...line('mgus2 data set contains the time to plasma cell malignancy and death.', 135, 'tt'),
      monospace: true,
    };
    const lines = [
      line('2. Examples', 100, 'heading', 14.3),
      line('Start with a simple competing risks problem. The', 120),
      misread,
      line('Survival and progression times are in months.', 150),
    ];
    expect(buildSections(lines, { size: 9.8, font: 'body' }, () => 305).sections[0]?.text).toContain(
      'The mgus2 data set contains the time',
    );
    const typewritten = lines.map((l, i) => (i === 0 ? l : { ...l, font: 'tt', monospace: true }));
    expect(buildSections(typewritten, { size: 9.8, font: 'tt' }, () => 305).sections[0]?.text).toContain(
      'Survival and progression times',
    );
  });

  it('ends the bibliography only at a heading in the face of the paper’s headings', () => {
    const lines = [
      line('1. Introduction', 100, 'heading', 14.3),
      line('Stan fits the models; this paper describes the package that calls it.', 120),
      line('References', 150, 'heading', 14.3),
      line('Stan Development Team (2017a). Stan: A C++ Library for Probability and Sampling, Version', 170),
      line('2.14.0. URL http://mc-stan.org/.', 182, 'url'),
      line('Stan Development Team (2017b). Stan Modeling Language: User’s Guide.', 194),
      line('A. Proofs', 230, 'heading', 14.3),
      line('The proof of the first lemma follows from the definitions directly.', 250),
    ];
    const { sections, references } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(sections.map((s) => s.heading)).toEqual(['1. Introduction', 'A. Proofs']);
    expect(references).toHaveLength(2);
  });

  it('keeps a numbered references section’s own subsections out of the body', () => {
    const lines = [
      line('1 Music engraving', 100, 'heading', 12),
      line('This essay describes why the program was created and how it can produce such music.', 115),
      line('2 Literature list', 140, 'heading', 12),
      line('Here are lists of references used in the program and its essays on engraving.', 155),
      line('2.1 Short literature list', 180, 'heading', 11),
      line('Gardner Read, Music Notation: A Manual of Modern Practice. London, 1934.', 195),
      line('3 Examples', 220, 'heading', 12),
      line('This section shows four engravings of the same fugue, by hand and by program.', 235),
    ];
    const { sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(sections.map((s) => s.heading)).toEqual(['1 Music engraving', '3 Examples']);
  });

  it('never takes a copyright page’s notice for the opening that stands in for an abstract', () => {
    const lines = [
      line('Permission is granted to copy and distribute modified versions, or translations, of this', 100),
      line('manual under the conditions for verbatim copying, provided also that the entire resulting', 112),
      line('derived work is distributed under the terms of a permission notice identical to this one.', 124),
      line(
        'This booklet is a guided tour and a tutorial to the gp calculator, with many examples given',
        145,
      ),
      line('throughout, but each time a new function is used the reader should look at its section.', 157),
      line('It can be read independently of the other chapters of the manual, which go into detail.', 169),
    ];
    const { abstract } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(abstract).toMatch(/^This booklet is a guided tour/);
  });

  it('reads a note without headings on past its opening paragraphs', () => {
    const lines = [
      line('This document gives a simple example analysis of a survey data set, a subsample of the', 100),
      line('California Academic Performance Index, an annual set of tests used to evaluate schools', 112),
      line('across the state, and the subsample was drawn as a teaching example for the course.', 124),
      line('We have a cluster sample in which 15 school districts were sampled and then all schools.', 145),
      line('Sampling weights are computed from the population sizes, but could be given separately.', 157),
    ];
    const { abstract, sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(abstract).toMatch(/^This document gives/);
    expect(sections).toEqual([
      {
        heading: '',
        text: 'We have a cluster sample in which 15 school districts were sampled and then all schools. Sampling weights are computed from the population sizes, but could be given separately.',
      },
    ]);
  });

  it('keeps the unnamed subheadings of a note without numbered headings off the sentences below them', () => {
    const lines = [
      line('This document gives a simple example analysis of a survey data set, a subsample of the', 100),
      line('National Wilm’s Tumor Study, a study of a rare cancer of the kidney in children, whose', 112),
      line('treatment cures most cases, though the prognosis is poor when the disease is advanced.', 124),
      line('Case–control designs', 149, 'subheading', 14.3),
      line('Breslow & Chatterjee use the data to illustrate two-phase case–control designs in full.', 164),
      line('The data are available from the authors in compressed form, one record per patient.', 176),
    ];
    const { abstract, sections } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    const text = [abstract, ...sections.map((s) => s.text)].join('\n\n');
    expect(text).toMatch(/(?:^|\n)Breslow & Chatterjee use the data/);
    expect(text).not.toContain('designs Breslow');
  });

  it('takes an abstract’s label set in its own face off the abstract’s first sentence', () => {
    const first = {
      ...line(
        'Abstract In this vignette, robust semiparametric estimation of social exclusion indicators',
        100,
      ),
      faces: [
        { font: 'bold', text: 'Abstract' },
        {
          font: 'body',
          text: 'In this vignette, robust semiparametric estimation of social exclusion indicators',
        },
      ],
    };
    const lines = [
      first,
      line('using the R package laeken is discussed, with special emphasis given to income inequality.', 112),
      line('Introduction', 140, 'heading', 14.3),
      line('From a robustness point of view, the standard estimators for some of the indicators fail.', 160),
    ];
    const { abstract } = buildSections(lines, { size: 9.8, font: 'body' }, () => 305);
    expect(abstract).toMatch(/^In this vignette, robust semiparametric estimation/);
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
