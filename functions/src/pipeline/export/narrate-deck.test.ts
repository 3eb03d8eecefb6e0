import { createCanvas } from '@napi-rs/canvas';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PaperFigure } from '../document.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { planDeckReveals } from '../render/index.js';
import { findOnPath } from '../system/binaries.js';
import { withTempDir } from '../system/temp-dir.js';
import { exportPptx, type NarrationClip } from './export-pptx.js';

const tools = ['unzip', 'ffmpeg', 'ffprobe'].every((name) => findOnPath(name) !== undefined);
const soffice = findOnPath('soffice');
const pdfinfo = findOnPath('pdfinfo');

const plan: SlidesPlan = [
  {
    slide_title: 'Deep Residual Learning for Image Recognition',
    visual_identifier: '',
    bullet_points: ['K. He, X. Zhang, S. Ren and J. Sun', 'CVPR 2016'],
    voiceover_script: 'Welcome. This talk is about residual learning.',
  },
  {
    slide_title: 'Degradation',
    visual_identifier: 'Figure 1',
    bullet_points: ['Deeper plain nets train worse', 'Not overfitting'],
    voiceover_script:
      'Deeper plain networks train worse than shallow ones. This is not overfitting, since training error rises too. Figure 1 shows the training error of both.',
  },
  {
    slide_title: 'Residual blocks',
    visual_identifier: '',
    bullet_points: ['Blocks learn a residual', 'Shortcuts add no parameters', 'Very deep nets converge'],
    voiceover_script:
      'Each block learns a residual instead of a full mapping. The shortcuts add no parameters at all. With them, very deep nets converge quickly.',
  },
  {
    slide_title: 'Takeaway',
    visual_identifier: '',
    bullet_points: ['Depth helps when optimisation is easy', 'Read the paper: doi.org/10.1109/CVPR.2016.90'],
    voiceover_script: 'Thank you for listening.',
  },
];
const durations = [2.4, 6.2, 5.5, 1.8];

async function makeFigure(dir: string): Promise<PaperFigure> {
  const canvas = createCanvas(800, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 800, 600);
  ctx.fillStyle = '#d9822b';
  ctx.fillRect(160, 120, 400, 300);
  const imagePath = join(dir, 'figure-1.png');
  await writeFile(imagePath, await canvas.encode('png'));
  return {
    id: 'Figure 1',
    kind: 'figure',
    number: '1',
    caption: 'Training error of plain networks.',
    page: 1,
    box: [72, 72, 300, 250],
    imagePath,
    width: 800,
    height: 600,
  };
}

/** A tone as long as the narration would be, in the speak stage's format (mono 16-bit WAV at 24 kHz). */
function makeClip(dir: string, index: number, durationSec: number): NarrationClip {
  const path = join(dir, `slide_${index}.wav`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${300 + 100 * index}:duration=${durationSec}`,
    '-ac',
    '1',
    '-ar',
    '24000',
    '-c:a',
    'pcm_s16le',
    path,
  ]);
  return { path, durationSec };
}

const list = (path: string): string[] =>
  execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
const read = (path: string, entry: string): string =>
  execFileSync('unzip', ['-p', path, entry], { encoding: 'utf8' });
const probeSeconds = (path: string): number =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], {
      encoding: 'utf8',
    }).trim(),
  );

describe.skipIf(!tools)('exportPptx with narration', () => {
  it("embeds each slide's narration, plays it with the slide, advances when it ends and reveals as the video does", async () => {
    await withTempDir('narrated-export', async (dir) => {
      const figures = [await makeFigure(dir)];
      const narration = durations.map((seconds, index) => makeClip(dir, index, seconds));
      const outPath = join(dir, 'deck.pptx');
      const started = performance.now();
      const result = await exportPptx(plan, {
        paperTitle: 'Deep Residual Learning for Image Recognition',
        figures,
        language: 'en',
        outPath,
        narration,
      });
      console.log(
        `narrated export: ${(performance.now() - started).toFixed(0)} ms for ${plan.length} slides, ${result.sizeBytes} bytes`,
      );

      const entries = list(outPath);
      expect(entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e))).toHaveLength(plan.length);
      expect(read(outPath, '\\[Content_Types\\].xml')).toContain(
        '<Default Extension="m4a" ContentType="audio/mp4"/>',
      );
      const states = planDeckReveals(plan, { durationsSec: durations, figures, language: 'en' });
      for (const [index, item] of plan.entries()) {
        const number = index + 1;
        const media = `ppt/media/narration-${number}.m4a`;
        expect(entries).toContain(media);
        const rels = read(outPath, `ppt/slides/_rels/slide${number}.xml.rels`);
        expect(rels).toMatch(new RegExp(`relationships/audio" Target="../media/narration-${number}.m4a"`));
        expect(rels).toMatch(new RegExp(`relationships/media" Target="../media/narration-${number}.m4a"`));
        const audioPath = join(dir, `check-${number}.m4a`);
        execFileSync('sh', ['-c', `unzip -p "${outPath}" "${media}" > "${audioPath}"`]);
        expect(probeSeconds(audioPath)).toBeCloseTo(durations[index] ?? 0, 1);

        const xml = read(outPath, `ppt/slides/slide${number}.xml`);
        expect(xml).toContain(
          `<p:transition spd="med" advTm="${Math.round((durations[index] ?? 0) * 1000)}">`,
        );
        expect(xml).toContain('cmd="playFrom(0.0)"');
        expect(xml).toMatch(/<a:audioFile r:link="rId\d+"\/>/);
        expect(read(outPath, `ppt/notesSlides/notesSlide${number}.xml`)).toContain(item.voiceover_script);

        // One fade-in per bullet and per figure part that the first state does not show, at its state's time.
        const slideStates = states[index] ?? [];
        const first = slideStates[0];
        const expected: number[] = [];
        item.bullet_points.forEach((_, bullet) => {
          const at = slideStates.find((s) => s.bullets > bullet);
          if (at !== undefined && at !== first) expected.push(Math.round(at.atSec * 1000));
        });
        const figureAt = slideStates.find((s) => s.figure);
        if (figureAt !== undefined && figureAt !== first)
          expected.push(...Array<number>(4).fill(Math.round(figureAt.atSec * 1000)));
        const delays = [...xml.matchAll(/presetClass="entr"[^>]*><p:stCondLst><p:cond delay="(\d+)"/g)].map(
          (m) => Number(m[1]),
        );
        expect(delays.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }
      // The slides with several sentences do animate: bullets after the first, and the figure when it is named.
      expect(read(outPath, 'ppt/slides/slide2.xml')).toContain('<p:pRg st="1" end="1"/>');
      expect(read(outPath, 'ppt/slides/slide3.xml')).toMatch(/<p:bldP spid="\d+" grpId="0" build="p"\/>/);
      expect(read(outPath, 'ppt/slides/slide2.xml')).toMatch(/<p:bldP spid="\d+" grpId="0" animBg="1"\/>/);
      expect(
        [...read(outPath, 'ppt/slides/slide2.xml').matchAll(/presetClass="entr"/g)].length,
      ).toBeGreaterThanOrEqual(5);
      // The closing slide's link is set apart from the takeaways, once, and opens the paper.
      expect(read(outPath, 'ppt/slides/_rels/slide4.xml.rels')).toContain(
        'Target="https://doi.org/10.1109/CVPR.2016.90"',
      );
      expect(read(outPath, 'ppt/slides/slide4.xml').match(/Read the paper/g)).toHaveLength(1);
      // The narration is compressed: well under the WAVs' 48 kB a second.
      const wavBytes = (
        await Promise.all(narration.map(async (clip) => (await readFile(clip.path)).length))
      ).reduce((a, b) => a + b, 0);
      expect(result.sizeBytes).toBeLessThan(wavBytes);
    });
  });

  it('shows each slide whole when reveals are off, and refuses clips that do not match the slides', async () => {
    await withTempDir('narrated-whole', async (dir) => {
      const narration = durations.map((seconds, index) => makeClip(dir, index, seconds));
      const outPath = join(dir, 'deck.pptx');
      await exportPptx(plan, {
        paperTitle: 'x',
        figures: [],
        language: 'en',
        outPath,
        narration,
        reveals: false,
      });
      for (let number = 1; number <= plan.length; number++) {
        const xml = read(outPath, `ppt/slides/slide${number}.xml`);
        expect(xml).toContain('cmd="playFrom(0.0)"');
        expect(xml).not.toContain('presetClass="entr"');
      }
      await expect(
        exportPptx(plan, {
          paperTitle: 'x',
          figures: [],
          language: 'en',
          outPath,
          narration: narration.slice(1),
        }),
      ).rejects.toMatchObject({ code: 'invalid_plan' });
    });
  });

  it.skipIf(soffice === undefined || pdfinfo === undefined)(
    'opens in LibreOffice, which keeps its slides, sound and timings',
    async () => {
      await withTempDir('narrated-office', async (dir) => {
        const figures = [await makeFigure(dir)];
        const narration = durations.map((seconds, index) => makeClip(dir, index, seconds));
        const outPath = join(dir, 'deck.pptx');
        await exportPptx(plan, {
          paperTitle: 'Deep Residual Learning',
          figures,
          language: 'en',
          outPath,
          narration,
        });
        const office = (format: string): void => {
          execFileSync(
            soffice ?? 'soffice',
            [
              `-env:UserInstallation=file://${join(dir, 'profile')}`,
              '--headless',
              '--convert-to',
              format,
              '--outdir',
              dir,
              outPath,
            ],
            { stdio: 'pipe', timeout: 180_000 },
          );
        };
        const started = performance.now();
        office('pdf');
        console.log(`LibreOffice pptx → pdf: ${(performance.now() - started).toFixed(0)} ms`);
        expect(execFileSync(pdfinfo ?? 'pdfinfo', [join(dir, 'deck.pdf')], { encoding: 'utf8' })).toMatch(
          new RegExp(`Pages:\\s+${plan.length}\\n`),
        );
        // Read back as OpenDocument: the sound, the automatic advance and the fade-ins survived the import.
        office('odp');
        const content = read(join(dir, 'deck.odp'), 'content.xml');
        expect(content.match(/<anim:audio /g)?.length).toBe(plan.length);
        expect(content).toContain('presentation:transition-type="automatic"');
        expect(content).toMatch(/presentation:preset-class="entrance"/);
      });
    },
  );
});
