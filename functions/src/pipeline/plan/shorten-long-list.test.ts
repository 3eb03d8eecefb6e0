import { describe, expect, it } from 'vitest';
import { shortenLongList } from './shorten-long-list.js';

describe('shortenLongList', () => {
  it('says a long list of names by its first two and how many more', () => {
    expect(
      shortenLongList(
        'Previous investigations on P. paludosa led to the isolation of 3-O-caffeoylshikimic acid, 4-O-caffeoylshikimic acid, ' +
          'cosmosiin, ergostane-3,6-diol, ergost-4-en-3-one, estrone, isoquercitrin, mannose, rhipocephalin and vitexin.',
      ),
    ).toBe(
      'Previous investigations on P. paludosa led to the isolation of 3-O-caffeoylshikimic acid, 4-O-caffeoylshikimic acid and eight others.',
    );
  });

  it('finds the list after an opening phrase and keeps what follows it', () => {
    expect(
      shortenLongList('In addition, the extract contained A, B, C, D, E, F, G, H and I, which took a week.'),
    ).toBe('In addition, the extract contained A, B and seven others, which took a week.');
  });

  it('keeps a list a listener can follow, and commas between clauses', () => {
    const short =
      'We won first place on ImageNet detection, ImageNet localization, COCO detection, and COCO segmentation.';
    expect(shortenLongList(short)).toBe(short);
    const clauses =
      'The model trains fast, it uses little memory, it runs on phones, it needs no labels, it scales well, ' +
      'it is easy to tune, it generalises across tasks and it is open source.';
    expect(shortenLongList(clauses)).toBe(clauses);
  });

  it('leaves a Chinese sentence as it is', () => {
    const chinese = '实验使用了 A, B, C, D, E, F, G, H 和 I 等九种方法。';
    expect(shortenLongList('实验比较了 A, B, C, D, E, F, G, H and I 九种方法。')).toBe(
      '实验比较了 A, B, C, D, E, F, G, H and I 九种方法。',
    );
    expect(shortenLongList(chinese)).toBe(chinese);
  });
});
