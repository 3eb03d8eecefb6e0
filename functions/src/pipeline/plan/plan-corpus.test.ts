import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { sharedPapersDir } from '../../../../tests/fixtures/index.js';
import type { PaperDocument } from '../document.js';
import { extractDocument } from '../read/index.js';
import { resolveBinaries } from '../system/binaries.js';
import { withTempDir } from '../system/temp-dir.js';
import { countWords } from '../text/index.js';
import { isReadingLine } from '../../shared/reading-line.js';
import { findSlideDefects, planFigureFit, planSlides } from './index.js';

const PAPERS = sharedPapersDir();
const PAPER_NAMES = [
  'attention_is_all_you_need',
  'healthcare_quality_improvement_malawi',
  'chinese_heterogeneous_identifier_namespace',
];
/** What each paper's title slide shows under its title, and its closing slide's last line. */
const FRAMES: Readonly<Record<string, { title: string[]; reading: string }>> = {
  attention_is_all_you_need: {
    title: ['A. Vaswani, N. Shazeer, … et al.', 'NIPS 2017'],
    reading: 'Read the paper: arxiv.org/abs/1706.03762v5',
  },
  healthcare_quality_improvement_malawi: {
    title: ['J. N. A. Agyeman-Duah, A. Theurer, … et al.', 'BMC Health Services Research · 2014'],
    reading: 'Read the paper: www.biomedcentral.com/1472-6963/14/1',
  },
  chinese_heterogeneous_identifier_namespace: {
    title: ['郜帅、侯心迪、刘宁春、张宏科', '2022'],
    reading: '论文链接：doi.org/10.11959/j.issn.1000-436x.2022084',
  },
};

function read(name: string): Promise<PaperDocument> {
  return withTempDir('plan-corpus-', async (workDir) =>
    extractDocument(new Uint8Array(await readFile(join(PAPERS ?? '', `${name}.pdf`))), {
      workDir,
      binaries: resolveBinaries(),
    }),
  );
}

describe.skipIf(PAPERS === undefined)('planSlides on real papers', () => {
  it.each(PAPER_NAMES)('plans %s within every invariant', async (name) => {
    const document = await read(name);
    const plan = await planSlides(document, { slideCount: 5 });
    expect(plan).toHaveLength(5);
    const figureIds = document.figures.map((f) => f.id);
    const visuals = plan.map((s) => s.visual_identifier).filter((v) => v !== '');
    expect(new Set(visuals).size).toBe(visuals.length);
    const cjk = document.language === 'zh';
    expect(plan[0]?.bullet_points).toEqual(FRAMES[name]?.title);
    expect(plan.at(-1)?.bullet_points.at(-1)).toBe(FRAMES[name]?.reading);
    for (const [index, slide] of plan.entries()) {
      expect(slide.slide_title).not.toBe('');
      if (slide.visual_identifier !== '') expect(figureIds).toContain(slide.visual_identifier);
      expect(slide.bullet_points.length).toBeGreaterThan(0);
      expect(slide.bullet_points.length).toBeLessThanOrEqual(5);
      const statements = index === 0 ? [] : slide.bullet_points.filter((bullet) => !isReadingLine(bullet));
      for (const bullet of statements)
        expect(cjk ? bullet.length <= 30 : countWords(bullet, 'en') <= 12).toBe(true);
      const length = countWords(slide.voiceover_script, document.language);
      expect(length).toBeLessThanOrEqual(cjk ? 300 : 140);
      expect(length).toBeGreaterThanOrEqual(cjk ? 60 : 40);
      expect(slide.voiceover_script).not.toMatch(
        /\[\d+(?:[-–,]\s*\d+)*\]|et al\.|\bFigs?\.|\be\.g\.|\bi\.e\./,
      );
    }
    // No empty title, cut bullet, pointer into the paper, or slide of fewer than three bullets.
    expect(findSlideDefects(plan, document.language)).toEqual([]);
    // Every figure shown fits its slide, and every slide that could show one does.
    const fit = planFigureFit(plan, document);
    expect(fit.misfits).toEqual([]);
    expect(fit.fitting).toBe(fit.possible);
    // The parsing results table is no picture of the problem the Transformer solves.
    if (name === 'attention_is_all_you_need') expect(plan[1]?.visual_identifier).not.toBe('Table 4');
    const results = plan.find((s) =>
      cjk ? s.slide_title === '主要结果' : s.slide_title.startsWith('Results'),
    );
    if (name === 'attention_is_all_you_need') expect(results?.voiceover_script).toMatch(/28\.4|41\.8/);
    if (name === 'healthcare_quality_improvement_malawi') expect(results?.voiceover_script).toMatch(/\d+%/);
    expect(await planSlides(document, { slideCount: 5 })).toEqual(plan);
  });

  it('titles each further slide of findings by what its bullets say', async () => {
    const checked: string[] = [];
    for (const name of [
      'self_normalizing_neural_networks',
      'attention_is_all_you_need',
      'healthcare_quality_improvement_malawi',
      'wheat_heat_stress_metabolomics',
    ]) {
      const plan = await planSlides(await read(name), { slideCount: 8 });
      for (const slide of plan) {
        const point = /^(?:Findings|More results): (.+)$/.exec(slide.slide_title)?.[1];
        if (point === undefined) continue;
        checked.push(slide.slide_title);
        const bullets = slide.bullet_points.join(' ').toLowerCase();
        for (const word of point.toLowerCase().match(/[\p{L}\d.]{4,}/gu) ?? [])
          expect([slide.slide_title, bullets]).toEqual([slide.slide_title, expect.stringContaining(word)]);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the sentence that states the problem when the problem slide runs long', async () => {
    const plan = await planSlides(await read('wheat_heat_stress_metabolomics'), { slideCount: 5 });
    expect(plan[1]?.voiceover_script).toMatch(/A significant challenge to wheat production/);
  });
});
