import { describe, it, expect } from 'vitest';
import { countWords } from '../text/index.js';
import { cjkBulletFromSentence, shortenBullet } from './shorten-bullet.js';

describe('shortenBullet', () => {
  it('drops "In this paper, we propose" and keeps the contribution', () => {
    expect(
      shortenBullet('In this paper, we propose a new simple network architecture, the Transformer.', 'en'),
    ).toBe('A new simple network architecture, the Transformer');
  });

  it('keeps the number of a result by dropping the leading phrase and the trailing clause', () => {
    expect(
      shortenBullet(
        'On the WMT 2014 English-to-French translation task, our big model achieves a BLEU score of 41.0, outperforming all of the previously published single models.',
        'en',
      ),
    ).toBe('Our big model achieves a BLEU score of 41.0');
  });

  it('never exceeds twelve words and never ends on a dangling word', () => {
    const bullet = shortenBullet(
      'The dominant sequence transduction models are based on complex recurrent or convolutional neural networks that include an encoder and a decoder.',
      'en',
    );
    expect(countWords(bullet, 'en')).toBeLessThanOrEqual(12);
    expect(bullet).not.toMatch(/\b(?:the|of|on|or|and|a)$/);
  });

  it('removes parentheticals but keeps labels the sentence refers to', () => {
    expect(shortenBullet('Bigger models (Transformer big) help in rows (C).', 'en')).toBe(
      'Bigger models help in rows (C)',
    );
  });

  it('shortens Chinese at a clause mark and drops a leading subordinate clause', () => {
    expect(
      shortenBullet('当业务请求到达时，模态选择模块根据业务需求和网络状态选择最合适的网络模态。', 'zh'),
    ).toBe('模态选择模块根据业务需求和网络状态选择最合适的网络模态');
    expect(
      shortenBullet('本文提出的架构由数据平面、控制平面和应用平面三部分组成，如图1所示。', 'zh').length,
    ).toBeLessThanOrEqual(28);
  });

  it('never shows a Chinese condition without what follows from it', () => {
    expect(
      cjkBulletFromSentence(
        '假定系统的平均计算时延消耗一定，则可知决策计算的时间复杂度与网络中交换设备的数量成线性关系。',
      ),
    ).toBeUndefined();
    expect(
      cjkBulletFromSentence(
        '② 如果以太网类型字段匹配成功，则继续按照 IPv4 模态的处理流程对数据分组进行解析和转发。',
      ),
    ).toBeUndefined();
    expect(
      cjkBulletFromSentence('① 如果匹配失败，说明当前网络数据层面不支持该分组的模态类型，需要进行模态切换。'),
    ).toBeUndefined();
    expect(
      cjkBulletFromSentence('证任意模态之间能够互通，则任意相邻的 2 个交换设备之间应满足式(4)。'),
    ).toBeUndefined();
    expect(cjkBulletFromSentence('如果网络模态发生变化，控制平面重新计算转发规则。')).toBe(
      '如果网络模态发生变化，控制平面重新计算转发规则',
    );
  });

  it('shortens Chinese at a clause, never inside a list', () => {
    expect(
      cjkBulletFromSentence(
        '数据平面可将网络状态信息、模态分布信息、设备资源信息、链路负载信息等上报至控制平面。',
      ),
    ).toBeUndefined();
    expect(
      cjkBulletFromSentence('结合具体应用场景和网络当前的资源状态，控制平面为每类业务选择最合适的网络模态。'),
    ).toBe('控制平面为每类业务选择最合适的网络模态');
  });

  it('never ends a Chinese bullet on the means or comparison that leads to its verb', () => {
    expect(
      cjkBulletFromSentence(
        '模态选择模块根据本域中交换设备的模态信息表，选择满足业务需求的网络模态并生成相应的转发规则。',
      ),
    ).toBeUndefined();
    expect(
      cjkBulletFromSentence(
        '相较基于协议转换的异构标识空间管控技术而言，本文架构无需在网络边界部署大量的转换网关设备。',
      ),
    ).toBeUndefined();
  });
});
