import { describe, expect, it } from 'vitest';
import { authorByline, openingAuthors, personName } from './author-byline.js';

describe('authorByline', () => {
  it('joins the last two names with the "and" of the paper’s language', () => {
    expect(authorByline(['Simon Nicolas', 'Vincent Prat'], 'fr')).toBe('S. Nicolas et V. Prat');
    expect(authorByline(['Ana Ruiz', 'Luis Gómez', 'Eva Sanz'], 'es')).toBe('A. Ruiz, L. Gómez y E. Sanz');
    expect(authorByline(['Simon Nicolas', 'Vincent Prat'], 'ru')).toBe('S. Nicolas and V. Prat');
  });

  it('lists up to four authors with initials', () => {
    expect(authorByline(['Kaiming He', 'Xiangyu Zhang', 'Shaoqing Ren', 'Jian Sun'], 'en')).toBe(
      'K. He, X. Zhang, S. Ren and J. Sun',
    );
    expect(authorByline(['Krzysztof Bolejko', 'Lars Andersson'], 'en')).toBe('K. Bolejko and L. Andersson');
    expect(authorByline(['Ada Lovelace'], 'en')).toBe('A. Lovelace');
    expect(authorByline(['Pedro J. Morales.'], 'en')).toBe('P. J. Morales');
  });

  it('keeps a group that signs as an author whole', () => {
    expect(authorByline(['Douglas Bates', 'R Development Core Team'], 'en')).toBe(
      'D. Bates and R Development Core Team',
    );
    expect(authorByline(['Wayne Landsman', 'Space Systems Co.', 'Raytheon ITSS'], 'en')).toBe(
      'W. Landsman, Space Systems Co. and Raytheon ITSS',
    );
  });

  it('cuts many authors to the first two and et al.', () => {
    const authors = [
      'Ashish Vaswani',
      'Noam Shazeer',
      'Niki Parmar',
      'Jakob Uszkoreit',
      'Llion Jones',
      'Aidan N. Gomez',
      'Łukasz Kaiser',
      'Illia Polosukhin',
    ];
    expect(authorByline(authors, 'en')).toBe('A. Vaswani, N. Shazeer, … et al.');
  });

  it('keeps hyphens, middle initials and family-name particles', () => {
    expect(
      authorByline(
        ['Jean-Pierre Serre', 'Aidan N. Gomez', 'Ludwig van Beethoven', 'Josephine Nana Agyeman-Duah'],
        'en',
      ),
    ).toBe('J.-P. Serre, A. N. Gomez, L. van Beethoven and J. N. Agyeman-Duah');
    expect(authorByline(['Torsten Hothorn', 'Mark A. van de Wiel'], 'en')).toBe(
      'T. Hothorn and M. A. van de Wiel',
    );
    expect(authorByline(['Łukasz Kaiser', 'Ellen Ødegaard'], 'de')).toBe('Ł. Kaiser und E. Ødegaard');
    expect(authorByline(['Martin O. Steinhauser', 'Paul Van Liedekerke'], 'en')).toBe(
      'M. O. Steinhauser and P. Van Liedekerke',
    );
  });

  it('writes Chinese names whole', () => {
    expect(authorByline(['郜帅', '侯心迪', '刘宁春', '张宏科'], 'zh')).toBe('郜帅、侯心迪、刘宁春、张宏科');
    expect(authorByline(['郜帅', '侯心迪', '刘宁春', '张宏科', '王五'], 'zh')).toBe('郜帅、侯心迪等');
  });

  it('is empty when the authors do not read as names', () => {
    expect(authorByline([], 'en')).toBe('');
    expect(authorByline(['Department of Computer Science and Engineering, MIT', '∗ ∗ ∗'], 'en')).toBe('');
    expect(personName('Ashish Vaswani∗')).toBe('Ashish Vaswani');
  });
});

describe('openingAuthors', () => {
  it('names both of two authors, in the talk’s language, and the first of more with colleagues', () => {
    expect(openingAuthors(['Torsten Hothorn', 'Brian S. Everitt'], 'en')).toEqual({
      author: 'Torsten Hothorn and Brian S. Everitt',
      coauthors: false,
    });
    expect(openingAuthors(['Simon Nicolas', 'Vincent Prat'], 'fr').author).toBe(
      'Simon Nicolas et Vincent Prat',
    );
    expect(openingAuthors(['张三', '李四'], 'zh').author).toBe('张三和李四');
    expect(openingAuthors(['Kaiming He', 'Xiangyu Zhang', 'Shaoqing Ren'], 'en')).toEqual({
      author: 'Kaiming He',
      coauthors: true,
    });
    expect(openingAuthors(['Ada Lovelace'], 'en')).toEqual({ author: 'Ada Lovelace', coauthors: false });
  });
});
