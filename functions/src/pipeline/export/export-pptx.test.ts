import { createCanvas } from '@napi-rs/canvas';
import { execFileSync } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PaperFigure } from '../document.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { findOnPath } from '../system/binaries.js';
import { withTempDir } from '../system/temp-dir.js';
import { exportPptx } from './export-pptx.js';

const unzip = findOnPath('unzip');

async function makeFigure(dir: string, id: string, width: number, height: number): Promise<PaperFigure> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#d9822b';
  ctx.fillRect(width * 0.2, height * 0.2, width * 0.5, height * 0.5);
  const imagePath = join(dir, `${id.replace(' ', '_')}.png`);
  await writeFile(imagePath, await canvas.encode('png'));
  const [kind, number] = id.split(' ') as [string, string];
  return {
    id,
    kind: kind === 'Table' ? 'table' : 'figure',
    number,
    caption: `What ${id} shows.`,
    page: 1,
    box: [72, 72, 300, 250],
    imagePath,
    width,
    height,
  };
}

const plan: SlidesPlan = [
  {
    slide_title: 'Deep Residual Learning',
    visual_identifier: '',
    bullet_points: ['He, Zhang, Ren & Sun'],
    voiceover_script: 'Welcome to this talk on residual learning.',
  },
  {
    slide_title: 'Degradation',
    visual_identifier: 'Figure 1',
    bullet_points: ['Deeper plain nets train worse', 'Not overfitting'],
    voiceover_script: 'Deeper plain networks have higher training error.',
  },
  {
    slide_title: 'Residual blocks',
    visual_identifier: 'Figure 2',
    bullet_points: ['Learn F(x) = H(x) − x'],
    voiceover_script: 'Each block learns a residual.',
  },
  {
    slide_title: 'ImageNet results',
    visual_identifier: 'Table 1',
    bullet_points: ['3.57% top-5 error'],
    voiceover_script: 'The ensemble won ILSVRC 2015.',
  },
  {
    slide_title: 'Conclusions',
    visual_identifier: '',
    bullet_points: ['Depth helps when optimisation is easy', 'Shortcuts are free'],
    voiceover_script: 'Thank you for listening.',
  },
];

const list = (path: string): string[] =>
  execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
const read = (path: string, entry: string): string =>
  execFileSync('unzip', ['-p', path, entry], { encoding: 'utf8' });

describe.skipIf(!unzip)('exportPptx', () => {
  it('writes a deck with one slide per plan item, its text, notes and figures', async () => {
    await withTempDir('export-test', async (dir) => {
      const figures = [
        await makeFigure(dir, 'Figure 1', 900, 700),
        await makeFigure(dir, 'Figure 2', 500, 800),
        await makeFigure(dir, 'Table 1', 1800, 500),
      ];
      const outPath = join(dir, 'deck.pptx');
      const started = performance.now();
      const result = await exportPptx(plan, {
        paperTitle: 'Deep Residual Learning for Image Recognition',
        figures,
        language: 'en',
        outPath,
      });
      console.log(
        `export: ${(performance.now() - started).toFixed(0)} ms for 5 slides, ${result.sizeBytes} bytes`,
      );
      expect(result.path).toBe(outPath);
      expect(result.sizeBytes).toBeGreaterThan(10_000);

      const entries = list(outPath);
      expect(entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e))).toHaveLength(5);
      expect(entries.filter((e) => e.startsWith('ppt/media/')).length).toBeGreaterThanOrEqual(3);
      for (const [i, item] of plan.entries()) {
        const xml = read(outPath, `ppt/slides/slide${i + 1}.xml`);
        expect(xml).toContain(`<a:t>${item.slide_title}</a:t>`);
        for (const bullet of item.bullet_points) expect(xml).toContain(bullet.replace('&', '&amp;'));
        expect(xml).toContain(`${i + 1} / 5`);
        expect(read(outPath, `ppt/notesSlides/notesSlide${i + 1}.xml`)).toContain(item.voiceover_script);
      }
      const figureSlide = read(outPath, 'ppt/slides/slide2.xml');
      expect(figureSlide).toContain('<p:pic>');
      expect(figureSlide).toContain('<a:t>Figure 1</a:t>');
      expect(figureSlide).toContain('<a:buChar char="&#x25AA;"/>');
      expect(figureSlide).toContain('typeface="Arial"');
      // Nothing but the deck and the figures is left in the folder: the temporary file was renamed.
      expect((await readdir(dir)).filter((name) => name.includes('partial'))).toEqual([]);
    });
  });

  it('names a CJK font for a Chinese deck', async () => {
    await withTempDir('export-zh', async (dir) => {
      const outPath = join(dir, 'zh.pptx');
      const zh: SlidesPlan = [
        {
          slide_title: '多模态网络环境异构标识空间',
          visual_identifier: '',
          bullet_points: ['本文提出分层架构。'],
          voiceover_script: '你好',
        },
      ];
      await exportPptx(zh, { paperTitle: '通信学报', figures: [], language: 'zh', outPath });
      const xml = read(outPath, 'ppt/slides/slide1.xml');
      expect(xml).toContain('多模态网络环境异构标识空间');
      expect(xml).toContain('typeface="Microsoft YaHei"');
    });
  });

  it('leaves no file behind when cancelled', async () => {
    await withTempDir('export-cancel', async (dir) => {
      const controller = new AbortController();
      controller.abort();
      const outPath = join(dir, 'deck.pptx');
      await expect(
        exportPptx(plan, {
          paperTitle: 'x',
          figures: [],
          language: 'en',
          outPath,
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ code: 'cancelled' });
      expect(await readdir(dir)).toEqual([]);
    });
  });
});
