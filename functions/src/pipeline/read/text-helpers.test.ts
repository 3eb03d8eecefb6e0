import { describe, expect, it } from 'vitest';
import { checkPdfSignature } from './check-pdf-signature.js';
import { detectLanguage } from './detect-language.js';
import { fixLigatures } from './fix-ligatures.js';
import { isEquationLine, isFormulaFragment } from './is-equation-line.js';
import { joinLines } from './join-lines.js';
import { authorNames, authorsCitedAs, namesOfPeople, parseAuthors } from './parse-authors.js';
import type { TextLine } from './page-text.js';
import { parseCaption } from './parse-caption.js';
import { classifyHeading, headingNumber } from './classify-heading.js';
import { PipelineError } from '../errors.js';

describe('isFormulaFragment', () => {
  it('takes a row of a displayed formula, never a sentence of Chinese beside it', () => {
    expect(isFormulaFragment('(ModPortIngress)ΤModPortEgress, i = n')).toBe(true);
    expect(isFormulaFragment('x₁ + x₂')).toBe(true);
    expect(isFormulaFragment('该矩阵为 m 阶方阵，具有如式(6)所示的形式。')).toBe(false);
  });
  it("takes a function's name on a row of its own, never a sentence's connective", () => {
    expect(isFormulaFragment('erfc')).toBe(true);
    expect(isFormulaFragment('exp log')).toBe(true);
    expect(isFormulaFragment('where')).toBe(false);
    expect(isFormulaFragment('otherwise')).toBe(false);
  });
});

describe('isEquationLine', () => {
  it('counts script letters as indices, not as a word', () => {
    expect(isEquationLine('∂ln(p(l|x)) 1 ∂p(l|x) = ∂yₖᵗ p(l|x) ∂yₖᵗ')).toBe(true);
    expect(isEquationLine('The output yₖᵗ of unit k is read as a probability = p.')).toBe(false);
  });
});

describe('fixLigatures', () => {
  it('replaces ligature characters with their letters', () => {
    expect(fixLigatures('eﬃcient ﬁnd ﬂow oﬀer baﬄe')).toBe('efficient find flow offer baffle');
  });
});

describe('joinLines', () => {
  it('rejoins a word hyphenated at the line end', () => {
    expect(joinLines(['a compact repre-', 'sentation of images'])).toBe('a compact representation of images');
  });
  it('keeps the hyphen of a compound broken after its hyphen', () => {
    expect(joinLines(['a state-of-', 'the-art model'])).toBe('a state-of-the-art model');
  });
  it('keeps the hyphen when the document spells the word with one', () => {
    expect(joinLines(['an end-', 'to model'], new Set(['end-to']))).toBe('an end-to model');
  });
  it('keeps the hyphen of a compound before a capital, and a stem whose end was put elsewhere apart', () => {
    expect(joinLines(['the Runge-', 'Kutta methods'])).toBe('the Runge-Kutta methods');
    expect(joinLines(['in non-', 'Euclidean spaces'])).toBe('in non-Euclidean spaces');
    expect(joinLines(['with Bib-', 'TeX'], new Set(['bibtex']))).toBe('with BibTeX');
    expect(joinLines(['from the equa-', 'A new paragraph'])).toBe('from the equa- A new paragraph');
  });
  it('keeps the hyphen after a capitalised stem', () => {
    expect(joinLines(['on the WMT 2014 English-', 'to-German task'])).toBe(
      'on the WMT 2014 English-to-German task',
    );
    expect(joinLines(['the Wasserstein-', 'distance'])).toBe('the Wasserstein-distance');
  });
  it('keeps the hyphen when the next line continues the compound with another hyphen', () => {
    expect(joinLines(['a fine-', 'to-coarse scheme'])).toBe('a fine-to-coarse scheme');
  });
  it('keeps the hyphen before a free-standing compound tail', () => {
    expect(joinLines(['a sequence-', 'aligned RNN'])).toBe('a sequence-aligned RNN');
    expect(joinLines(['a layer-', 'wise rate'])).toBe('a layer-wise rate');
    expect(joinLines(['large-', 'scale data'])).toBe('large-scale data');
  });
  it('still joins ordinary words that end like a compound tail', () => {
    expect(joinLines(['other-', 'wise it fails'])).toBe('otherwise it fails');
    expect(joinLines(['mis-', 'aligned'])).toBe('misaligned');
  });
  it('joins a capitalised word the document spells elsewhere without a hyphen', () => {
    expect(joinLines(['Repre-', 'sentation learning'], new Set(['representation']))).toBe(
      'Representation learning',
    );
    expect(joinLines(['Specifi-', 'cally, we'], new Set(['english', 'we']))).toBe('Specifically, we');
    expect(joinLines(['English-', 'to-German'], new Set(['english']))).toBe('English-to-German');
  });
  it('joins Chinese lines without a space', () => {
    expect(joinLines(['稀疏部件', '网络'])).toBe('稀疏部件网络');
  });
});

describe('namesOfPeople', () => {
  it('drops a "name" whose every word the document uses as an ordinary word', () => {
    const text =
      'The routines of this library create a network. Each network has arcs; the routines read a network from a file, and routines write it. La referencia del lenguaje define el lenguaje; una referencia completa.';
    expect(
      namesOfPeople(['Network Routines', 'Andrew Makhorin', 'Referencia del Lenguaje', 'David Long'], text),
    ).toEqual(['Andrew Makhorin', 'David Long']);
    expect(namesOfPeople(['张伟'], text)).toEqual(['张伟']);
    // A word counts with its singular or plural.
    expect(
      namesOfPeople(['Network Routines'], 'The routine reads a network. Each routine writes a network.'),
    ).toEqual([]);
    // An address writes a name in lower case without making it a word.
    const mail = 'Mail john.stone@gmail.com or see www.stone.org; john.stone@uiuc.edu answers too.';
    expect(namesOfPeople(['John Stone'], mail)).toEqual(['John Stone']);
  });
});

describe('parseAuthors on affiliation lines', () => {
  it('drops places and organisations from affiliation, address and date lines', () => {
    const lines = [
      'Kayla Thomason , Md Ali Babar *, John E. Erickson , Michael Mulvaney,',
      'Chris Beecher , Greg MacDonald',
      'Integrated Metabolomics (SECIM), University of Florida, Gainesville, FL, United States of America, 4 IROA',
      'Technologies LLC, Ann Arbor, MI, United States of America',
      'Department of Mathematics, University of Miami, Coral Gables, FL 33124,',
      'Albert Einstein Institute, Am Mühlenberg 1, D-14467 Golm, Germany',
      'Rio de Janeiro, May 2005',
    ];
    expect(parseAuthors(lines)).toEqual([
      'Kayla Thomason',
      'Md Ali Babar',
      'John E. Erickson',
      'Michael Mulvaney',
      'Chris Beecher',
      'Greg MacDonald',
    ]);
    // A public body an author works for is no co-author.
    expect(parseAuthors(['Marco Ratto, European Commission', 'Joint Research Centre, Ispra, Italy'])).toEqual(
      ['Marco Ratto'],
    );
    // Nor is a university, however the title page spells it.
    expect(parseAuthors(['Paul Van Liedekerke, Katholieke Universtiteit Leuven'])).toEqual([
      'Paul Van Liedekerke',
    ]);
  });
  it('keeps four-word names and names with particles, but not five capitalised words', () => {
    expect(
      parseAuthors(['Ana Candida Cruz Natali, Ludwig van Beethoven', 'Alpha Beta Gamma Delta Epsilon']),
    ).toEqual(['Ana Candida Cruz Natali', 'Ludwig van Beethoven']);
  });
  it('reads names set side by side without commas, and no affiliation as a name', () => {
    expect(
      parseAuthors([
        'Douglas Bates',
        'Martin Mächler Benjamin M. Bolker Steven C. Walker',
        'Texas A&M',
        'Mark A. van de Wiel and Achim Zeileis',
        'Anita Mistry',
        'WU Wirtschafts-',
        'Wirtschaftsuniversität Wien',
        'Computational Toxicology',
        'US Environmental Protection Agency',
        'Alpha Beta Gamma Delta Epsilon Zeta',
      ]),
    ).toEqual([
      'Douglas Bates',
      'Martin Mächler',
      'Benjamin M. Bolker',
      'Steven C. Walker',
      'Mark A. van de Wiel',
      'Achim Zeileis',
      'Anita Mistry',
    ]);
  });
  it('reads authors set in capitals, but not a journal tag in capitals', () => {
    expect(parseAuthors(['ROGER KOENKER AND JANE ROE', 'RESEARCH ARTICLE', 'OPEN ACCESS'])).toEqual([
      'Roger Koenker',
      'Jane Roe',
    ]);
  });
});

describe('parseCaption', () => {
  it('reads "Figure 3:" captions', () => {
    expect(parseCaption('Figure 3: Training loss.')).toMatchObject({
      kind: 'figure',
      id: 'Figure 3',
      number: '3',
      rest: 'Training loss.',
      punctuated: true,
    });
  });
  it('reads "Fig. 2." and "TABLE IV" labels', () => {
    expect(parseCaption('Fig. 2. Overview')).toMatchObject({ id: 'Figure 2', punctuated: true });
    expect(parseCaption('TABLE IV')).toMatchObject({ kind: 'table', id: 'Table IV', rest: '' });
  });
  it('maps Chinese 图 and 表 labels to English ids', () => {
    expect(parseCaption('图 3 系统架构')).toMatchObject({ kind: 'figure', id: 'Figure 3', rest: '系统架构' });
    expect(parseCaption('表2 实验结果')).toMatchObject({ kind: 'table', id: 'Table 2' });
  });
  it('marks a sentence about a figure as unpunctuated', () => {
    expect(parseCaption('Figure 2 shows the overall design')?.punctuated).toBe(false);
  });
  it('ignores lines that do not start with a label', () => {
    expect(parseCaption('As shown in Figure 3, the loss falls')).toBeUndefined();
    expect(parseCaption('Figures are drawn to scale')).toBeUndefined();
  });
});

describe('headingNumber', () => {
  it("reads a heading's number without its closing dot, and none from a plain title", () => {
    expect(headingNumber('6 Results')).toBe('6');
    expect(headingNumber('6.1 Machine Translation')).toBe('6.1');
    expect(headingNumber('5.2.Results Presentation')).toBe('5.2');
    expect(headingNumber('IV. Experiments')).toBe('IV');
    expect(headingNumber('A3.4.1 Bounds')).toBe('A3.4.1');
    expect(headingNumber('Results')).toBeUndefined();
  });
});

describe('classifyHeading', () => {
  const bold = { relativeSize: 1.2, distinctFont: true };
  const body = { relativeSize: 1, distinctFont: false };
  it('accepts numbered titles set apart from the body', () => {
    expect(classifyHeading('3.1 Widget Layers', bold)).toEqual({ level: 2, name: undefined });
    expect(classifyHeading('2. Related Work', bold)).toEqual({ level: 1, name: undefined });
    // A software name in lower case opens it; in the body's face it would be a list item.
    expect(classifyHeading('3.1. strucchange: Empirical fluctuation processes', bold)).toEqual({
      level: 2,
      name: undefined,
    });
    expect(classifyHeading('3. strucchange is fitted to the data', body)).toBeUndefined();
    // A title page's date is no section, however large it is set.
    expect(classifyHeading('27 November, 2022', bold)).toBeUndefined();
    expect(classifyHeading('3 March 2021', bold)).toBeUndefined();
    expect(classifyHeading('3 March Madness', bold)).toEqual({ level: 1, name: undefined });
    // A fraction's denominator in a maths face, under its numerator: no word, no heading.
    expect(classifyHeading('2 V ε₀', { relativeSize: 1, distinctFont: true })).toBeUndefined();
    expect(classifyHeading('4 AI', bold)).toEqual({ level: 1, name: undefined });
    // The glyphs of a music font set larger than the text, under a bar number: single letters.
    expect(classifyHeading('8 hP h h h h h h h h h n hP f', bold)).toBeUndefined();
    expect(classifyHeading('3 A Note on X and Y', bold)).toEqual({ level: 1, name: undefined });
    expect(classifyHeading('4 From X to Y', bold)).toEqual({ level: 1, name: undefined });
  });
  it('names a references section by its other names, numbered or not', () => {
    expect(classifyHeading('2 Literature list', bold)?.name).toBe('references');
    expect(classifyHeading('Further Reading', bold)?.name).toBe('references');
    expect(classifyHeading('Literaturverzeichnis', bold)?.name).toBe('references');
  });
  it('recognises abstract and references by name', () => {
    expect(classifyHeading('Abstract', bold)?.name).toBe('abstract');
    expect(classifyHeading('Summary', bold)?.name).toBe('abstract');
    // A word of code set in its own face is no heading.
    expect(classifyHeading('method', bold)).toBeUndefined();
    // A numbered summary closes the paper, as its conclusion.
    expect(classifyHeading('4. Summary', bold)).toEqual({ level: 1, name: undefined });
    expect(classifyHeading('REFERENCES', body)?.name).toBe('references');
    expect(classifyHeading('参考文献', bold)?.name).toBe('references');
  });
  it('rejects numbered list items in the body font', () => {
    expect(classifyHeading('1. We propose a new method', body)).toBeUndefined();
  });
  it('rejects sentences and long lines', () => {
    expect(classifyHeading('2 The model is trained end to end.', bold)).toBeUndefined();
    expect(classifyHeading('Abstract', { relativeSize: 0.7, distinctFont: true })).toBeUndefined();
  });
});

describe('parseAuthors', () => {
  it('splits names at commas and "and", dropping marks, e-mails and affiliations', () => {
    const lines = [
      'Ada Lovelace∗, Alan Turing† and Grace Hopper',
      'Department of Computing, University of Examples',
      '{ada, alan}@example.edu',
    ];
    expect(parseAuthors(lines)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
  });
  it('keeps initials and accented names', () => {
    expect(parseAuthors(['Ian J. Goodfellow, Jürgen Schmidhuber'])).toEqual([
      'Ian J. Goodfellow',
      'Jürgen Schmidhuber',
    ]);
  });
  it('keeps the names a line opens with before the affiliation it goes on to, never an address', () => {
    expect(
      parseAuthors([
        'A. N. Author, H. Coauthor, Name of Institute or Affiliation, City, Country',
        'HUIFEN CHAN, Tsinghua University, China',
        'JULIUS P. KUMQUAT, The Kumquat Consortium, USA',
        'James Incandenza, Interdependence University, Boston, MA',
        'Ann Arbor, MI 48109, USA',
        'Coral Gables, Florida, USA',
      ]),
    ).toEqual(['A. N. Author', 'H. Coauthor', 'Huifen Chan', 'Julius P. Kumquat', 'James Incandenza']);
  });
  it('drops footnote letters, labelled fields and organisations', () => {
    expect(
      parseAuthors([
        'Anna A. Author1a and Barry B. Author2b',
        'Additional Key Words and Phrases: datasets, neural networks, gaze detection',
        'The Thørväld Group',
        'American Mathematical Society',
        'Authors: G.K.M. Tobin',
        'by David Meyer',
      ]),
    ).toEqual(['Anna A. Author', 'Barry B. Author', 'G.K.M. Tobin', 'David Meyer']);
  });
  it('reads a name written with its e-mail address, and no name in the words of a report or an address', () => {
    expect(
      parseAuthors([
        'David Gibson <dwg@au1.ibm.com>',
        'Benjamin Herrenschmidt <benh@kernel.crashing.org>',
        'Report Exercise 3, group C',
        'Milestone Report #21',
        'Building D, Suite A',
        'MRC Biostatistics Unit',
        'Division of Biostatistics',
      ]),
    ).toEqual(['David Gibson', 'Benjamin Herrenschmidt']);
  });
  it('writes a surname set in capitals as a name, but not a generation suffix', () => {
    expect(parseAuthors(['Yann ORLAREY, Stefan KERSTEN', 'JEAN-LUC PICARD', 'John Smith III'])).toEqual([
      'Yann Orlarey',
      'Stefan Kersten',
      'Jean-Luc Picard',
      'John Smith III',
    ]);
  });
  it('splits Chinese names at full-width commas', () => {
    expect(parseAuthors(['张伟，李娜，王强', '（示例大学计算机学院，北京 100000）'])).toEqual([
      '张伟',
      '李娜',
      '王强',
    ]);
  });
});

/** A line of a title page as the read stage gives it, in a face (font, size) and at a left edge. */
function titlePageLine(
  text: string,
  top: number,
  at: { font?: string; size?: number; x0?: number } = {},
): TextLine {
  const { font = 'roman', size = 8, x0 = 150 } = at;
  return {
    text,
    page: 1,
    x0,
    x1: x0 + 240,
    top,
    bottom: top + size,
    baseline: top + size * 0.8,
    size,
    font,
    neighbours: 0,
    column: 0,
  };
}

describe('authorNames', () => {
  it('reads names in the face of the first line of names, not affiliations set as names are', () => {
    const lines = [
      titlePageLine('Torsten Hothorn', 230, { font: 'bold', size: 14.3 }),
      titlePageLine('Institut für Statistik', 248, { font: 'roman', size: 14.3 }),
      titlePageLine('Frank Bretz', 326, { font: 'bold', size: 14.3 }),
      titlePageLine('Novartis Pharma AG', 362, { font: 'roman', size: 14.3 }),
      titlePageLine('Debian Project', 380, { font: 'roman', size: 10.9 }),
      titlePageLine('Peter Westfall', 423, { font: 'bold', size: 14.3 }),
    ];
    expect(authorNames(lines)).toEqual(['Torsten Hothorn', 'Frank Bretz', 'Peter Westfall']);
  });
  it("takes no name from a form's fields or a street address", () => {
    const row = (label: string, value: string, top: number): TextLine[] => [
      { ...titlePageLine(label, top, { x0: 72, size: 12 }), x1: 150 },
      titlePageLine(value, top, { x0: 180, size: 12 }),
    ];
    const lines = [
      ...row('Program Title:', 'Mensuration Services Program', 258),
      ...row('DID:', 'Contractor Format', 341),
      ...row('Prepared By:', 'Lockheed Martin', 463),
      titlePageLine('700 North Frederick Ave.', 483, { x0: 180, size: 12 }),
    ];
    expect(authorNames(lines)).toEqual([]);
    expect(authorNames([...row('Authors:', 'Ada Lovelace', 258)])).toEqual(['Ada Lovelace']);
  });
  it('leaves the body text beside a two-column front matter out', () => {
    const lines = [
      titlePageLine('Dirk Eddelbuettel and James Joseph Balamuta', 119, { font: 'names', size: 7.9 }),
      titlePageLine('both Python and Julia. However, the most performant interface for', 285, {
        font: 'body',
        size: 8.6,
      }),
    ];
    expect(authorNames(lines)).toEqual(['Dirk Eddelbuettel', 'James Joseph Balamuta']);
  });
});

describe('authorsCitedAs', () => {
  const title = 'The Name of the Title Is Hope';
  it('reads every author, in order, from the reference the paper asks to be cited by', () => {
    const lines = [
      titlePageLine('ACM Reference Format:', 507),
      titlePageLine('Ben Trovato, G.K.M. Tobin, Lars Thørväld, Valerie Béranger, Aparna Patel,', 517, {
        x0: 318,
      }),
      titlePageLine('Huifen Chan, Charles Palmer, John Smith, and Julius P. Kumquat. 2018. The', 527, {
        x0: 318,
      }),
      titlePageLine('Name of the Title Is Hope. In Proceedings of the Conference. ACM, New York.', 537, {
        x0: 318,
      }),
      titlePageLine('1 INTRODUCTION', 560, { x0: 50 }),
    ];
    expect(authorsCitedAs(lines, title)).toEqual([
      'Ben Trovato',
      'G.K.M. Tobin',
      'Lars Thørväld',
      'Valerie Béranger',
      'Aparna Patel',
      'Huifen Chan',
      'Charles Palmer',
      'John Smith',
      'Julius P. Kumquat',
    ]);
    expect(
      authorsCitedAs(
        [
          titlePageLine('To cite this article: Ben Trovato & Lars Thørväld (2018) The Name of the', 100, {
            x0: 318,
          }),
          titlePageLine('Title Is Hope, Journal of Examples, 3:1, 1-10', 110),
        ],
        title,
      ),
    ).toEqual(['Ben Trovato', 'Lars Thørväld']);
  });
  it('gives nothing for surnames with initials, another title or no such reference', () => {
    expect(
      authorsCitedAs(
        [
          titlePageLine('How to cite this article: Trovato B, Tobin G. The Name of the Title Is Hope.', 100, {
            x0: 318,
          }),
        ],
        title,
      ),
    ).toEqual([]);
    expect(
      authorsCitedAs(
        [titlePageLine('ACM Reference Format: Ben Trovato. 2018. Another Paper. ACM.', 100)],
        title,
      ),
    ).toEqual([]);
    expect(
      authorsCitedAs([titlePageLine('Ben Trovato. 2018. The Name of the Title Is Hope.', 100)], title),
    ).toEqual([]);
  });
});

describe('detectLanguage', () => {
  it('detects English and Chinese', () => {
    expect(detectLanguage('We show that the model is fast and that it works well for the task.')).toBe('en');
    expect(detectLanguage('本文提出稀疏部件网络，一种通过学习门控来路由特征的图像分类模型。The model')).toBe(
      'zh',
    );
  });
  it('tells Latin-script languages apart by their common words', () => {
    expect(
      detectLanguage('Nous montrons que le modèle est rapide et que les résultats sont bons pour la tâche.'),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Wir zeigen, dass das Modell schnell ist und die Ergebnisse mit der Aufgabe nicht übereinstimmen.',
      ),
    ).toBe('de');
  });
});

describe('checkPdfSignature', () => {
  it('rejects an empty file as empty_file', () => {
    expect(() => checkPdfSignature(new Uint8Array())).toThrow(
      expect.objectContaining({ code: 'empty_file' }) as PipelineError,
    );
  });
  it('rejects a file without %PDF as not_pdf', () => {
    expect(() => checkPdfSignature(new TextEncoder().encode('hello world'))).toThrow(/not a PDF/);
  });
  it('accepts a signature after leading junk within the first kilobyte', () => {
    expect(() => checkPdfSignature(new TextEncoder().encode(`${' '.repeat(500)}%PDF-1.7`))).not.toThrow();
  });
});
