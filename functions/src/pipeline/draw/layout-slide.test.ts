import { describe, expect, it } from 'vitest';
import { canvasMeasure } from './canvas-measure.js';
import { fontStack } from './font-stack.js';
import {
  layoutSlide,
  type MeasureText,
  type Rect,
  type SlideContent,
  type SlideLayout,
} from './layout-slide.js';
import { registerSlideFonts } from './register-slide-fonts.js';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './theme.js';

// A sans-like fake: characters are 0.55 em wide, bold ones 0.6 em.
const fakeMeasure: MeasureText = (text, size, bold) => Array.from(text).length * size * (bold ? 0.6 : 0.55);

const base: SlideContent = {
  index: 2,
  total: 5,
  title: 'Residual learning',
  bullets: ['Layers fit a residual', 'Shortcuts add no parameters'],
  paperTitle: 'Deep Residual Learning',
};
const figure = (width: number, height: number): SlideContent['figure'] => ({
  label: 'Figure 2',
  caption: 'A building block.',
  width,
  height,
});
const longText = (words: number, seed: string): string =>
  Array.from({ length: words }, (_, i) => `${seed}${i}`).join(' ');

const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const SLIDE: Rect = { x: 0, y: 0, width: SLIDE_WIDTH, height: SLIDE_HEIGHT };

/** Every box on the slide, every line inside its box, no two boxes overlapping. */
function expectWellFormed(layout: SlideLayout, measure: MeasureText): void {
  const boxes: { name: string; rect: Rect }[] = layout.blocks.map((b) => ({ name: b.role, rect: b.box }));
  if (layout.figure) {
    boxes.push({ name: 'figure', rect: layout.figure.frame });
    expect(inside(layout.figure.image, layout.figure.frame)).toBe(true);
  }
  for (const { rect } of [
    ...boxes,
    ...layout.shapes.map((s) => ({ rect: s.rect })),
    ...layout.rules.map((rect) => ({ rect })),
  ]) {
    expect(inside(rect, SLIDE)).toBe(true);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1))
      expect(overlap(a.rect, b.rect), `${a.name} overlaps ${b.name}`).toBe(false);
  }
  for (const block of layout.blocks) {
    for (const line of block.lines) {
      const width = measure(line.text, block.size, block.bold);
      expect(
        inside({ x: line.x, y: line.y, width, height: block.lineHeight }, block.box),
        `${block.role} line "${line.text}"`,
      ).toBe(true);
    }
  }
}

describe('layoutSlide', () => {
  it('lays out the first slide as a title slide with the points as a subtitle', () => {
    const layout = layoutSlide(
      {
        ...base,
        index: 0,
        title: 'Deep Residual Learning for Image Recognition',
        paperTitle: 'Deep residual learning for image recognition',
        bullets: ['Kaiming He et al.', 'CVPR 2016'],
      },
      fakeMeasure,
    );
    expect(layout.kind).toBe('title');
    const title = layout.blocks.find((b) => b.role === 'title');
    expect(title?.size).toBeGreaterThan(60);
    expect(layout.blocks.find((b) => b.role === 'subtitle')?.paragraphs).toEqual([
      ['Kaiming He et al.'],
      ['CVPR 2016'],
    ]);
    // The paper title is the slide's title here: no footer repeating it.
    expect(layout.blocks.some((b) => b.role === 'footer')).toBe(false);
    expectWellFormed(layout, fakeMeasure);
  });

  it('uses the full width for bullets when the slide has no figure', () => {
    const layout = layoutSlide(base, fakeMeasure);
    expect(layout.kind).toBe('bullets');
    expect(layout.blocks.find((b) => b.role === 'bullets')?.box.width).toBeGreaterThan(1600);
    expect(layout.blocks.find((b) => b.role === 'slide-number')?.lines[0]?.text).toBe('3 / 5');
    expect(layout.blocks.find((b) => b.role === 'footer')?.lines[0]?.text).toBe('Deep Residual Learning');
    expectWellFormed(layout, fakeMeasure);
  });

  it('puts a tall or square figure to the right of the bullets', () => {
    for (const [w, h] of [
      [500, 800],
      [900, 700],
    ] as const) {
      const layout = layoutSlide({ ...base, figure: figure(w, h) }, fakeMeasure);
      expect(layout.kind).toBe('figure-right');
      const bullets = layout.blocks.find((b) => b.role === 'bullets');
      expect(bullets && layout.figure && bullets.box.x + bullets.box.width <= layout.figure.frame.x).toBe(
        true,
      );
      expectWellFormed(layout, fakeMeasure);
    }
  });

  it('puts a wide figure across the slide with the bullets in a band below', () => {
    const layout = layoutSlide({ ...base, figure: figure(1800, 500) }, fakeMeasure);
    expect(layout.kind).toBe('figure-top');
    expect(layout.figure?.image.width).toBeGreaterThan(1400);
    const bullets = layout.blocks.find((b) => b.role === 'bullets');
    expect(
      bullets && layout.figure && bullets.box.y >= layout.figure.frame.y + layout.figure.frame.height,
    ).toBe(true);
    expectWellFormed(layout, fakeMeasure);
  });

  it("sets the closing slide's line saying where to read the paper apart, under the takeaways and any figure", () => {
    const closing: SlideContent = {
      ...base,
      index: 4,
      bullets: [
        'Depth helps when optimisation is easy',
        'Shortcuts are free',
        'Read the paper: doi.org/10.1109/CVPR.2016.90',
      ],
    };
    for (const content of [
      closing,
      { ...closing, figure: figure(900, 700) },
      { ...closing, figure: figure(1800, 500) },
    ]) {
      const layout = layoutSlide(content, fakeMeasure);
      const reading = layout.blocks.find((b) => b.role === 'reading');
      expect(reading?.paragraphs.map((lines) => lines.join(' '))).toEqual([
        'Read the paper: doi.org/10.1109/CVPR.2016.90',
      ]);
      expect(
        layout.blocks.find((b) => b.role === 'bullets')?.paragraphs.map((lines) => lines.join(' ')),
      ).toEqual(['Depth helps when optimisation is easy', 'Shortcuts are free']);
      const above = [
        ...layout.blocks
          .filter((b) => b.role !== 'reading' && b.role !== 'footer' && b.role !== 'slide-number')
          .map((b) => b.box),
        ...(layout.figure ? [layout.figure.frame] : []),
      ];
      for (const box of above) expect(box.y + box.height).toBeLessThanOrEqual(reading?.box.y ?? 0);
      expectWellFormed(layout, fakeMeasure);
    }
    // Only the last slide has one; a line like it elsewhere stays a bullet.
    expect(layoutSlide({ ...closing, index: 3 }, fakeMeasure).blocks.some((b) => b.role === 'reading')).toBe(
      false,
    );
  });

  it('keeps the figure aspect ratio', () => {
    const layout = layoutSlide({ ...base, figure: figure(1800, 500) }, fakeMeasure);
    const image = layout.figure?.image;
    expect(image && Math.abs(image.width / image.height - 3.6)).toBeLessThan(0.02);
  });

  it('shows the figure large when the slide has no bullets', () => {
    const layout = layoutSlide({ ...base, bullets: [], figure: figure(800, 600) }, fakeMeasure);
    expect(layout.kind).toBe('figure-only');
    expect(layout.figure?.image.height).toBeGreaterThan(500);
    expectWellFormed(layout, fakeMeasure);
  });

  it('shrinks and, at absurd lengths, cuts a very long title and bullets without leaving their boxes', () => {
    const content: SlideContent = {
      ...base,
      title: longText(60, 'title'),
      bullets: Array.from({ length: 8 }, (_, i) => longText(45, `b${i}w`)),
      paperTitle: longText(40, 'paper'),
      figure: figure(900, 700),
    };
    const layout = layoutSlide(content, fakeMeasure);
    const title = layout.blocks.find((b) => b.role === 'title');
    const bullets = layout.blocks.find((b) => b.role === 'bullets');
    expect(title?.size).toBe(36);
    expect(title?.truncated).toBe(true);
    expect(title?.lines.at(-1)?.text.endsWith('…')).toBe(true);
    expect(bullets?.size).toBe(24);
    expect(bullets?.truncated).toBe(true);
    expect(layout.blocks.find((b) => b.role === 'footer')?.lines).toHaveLength(1);
    expectWellFormed(layout, fakeMeasure);
    expectWellFormed(layoutSlide({ ...content, index: 0 }, fakeMeasure), fakeMeasure);
  });

  it('fits text measured with the real fonts, Latin and Chinese alike', () => {
    const fonts = registerSlideFonts();
    for (const [language, title] of [
      ['en', 'Conclusions and what this means for very deep networks in practice and in future work'],
      ['zh', '多模态网络环境异构标识空间管控架构研究：背景、方法与实验结果'],
    ] as const) {
      const measure = canvasMeasure(fontStack(language, fonts));
      for (const index of [0, 1]) {
        for (const fig of [undefined, figure(500, 800), figure(1800, 500)]) {
          const bullets =
            language === 'zh'
              ? [
                  '多模态网络中并存多种标识，缺乏统一的管理与控制机制。',
                  '本文提出分层的异构标识空间管控架构。',
                ]
              : base.bullets;
          expectWellFormed(layoutSlide({ ...base, index, title, bullets, figure: fig }, measure), measure);
        }
      }
    }
  });
});
