import { describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../../../tests/fixtures/index.js';
import { findFigure } from './figure-reference.js';
import { runPipeline } from './run-pipeline.js';

describe('runPipeline', () => {
  it('draws sharp only the figures the plan shows', async () => {
    const result = await runPipeline({ pdf: await twoColumnPaper(), slideCount: 3 });
    const { figures } = result.document;
    const shown = new Set(
      result.plan.map((slide) => findFigure(figures, slide.visual_identifier)).filter((f) => f !== undefined),
    );
    expect(shown.size).toBeGreaterThan(0);
    expect(shown.size).toBeLessThan(figures.length);
    for (const figure of figures) expect(figure.sharp === true, figure.id).toBe(shown.has(figure));
  });

  it('draws sharp the figures an edited plan shows', async () => {
    const pdf = await twoColumnPaper();
    const first = await runPipeline({ pdf, slideCount: 3 });
    const unshown = first.document.figures.find((figure) => figure.sharp !== true);
    expect(unshown).toBeDefined();
    const plan = first.plan.map((slide, index) =>
      index === 0 ? { ...slide, visual_identifier: unshown?.id ?? '' } : slide,
    );
    const second = await runPipeline({ pdf, plan });
    const figure = second.document.figures.find((f) => f.id === unshown?.id);
    expect(figure?.sharp).toBe(true);
    expect(figure?.width).toBeGreaterThan(unshown?.width ?? Infinity);
  });
});
