import { createCanvas, loadImage } from '@napi-rs/canvas';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from './encode-opaque-png.js';
import { withTempDir } from './temp-dir.js';

/** An opaque picture with text, flat areas, gradients and noise: every kind of row the filter meets. */
function picture(width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#ff0000');
  gradient.addColorStop(1, '#0010ff');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  ctx.fillStyle = '#000000';
  ctx.font = '20px sans-serif';
  ctx.fillText('Attention is all you need', 5, height / 2);
  const noise = ctx.getImageData(0, 0, width, 10);
  for (let i = 0; i < noise.data.length; i += 4) {
    noise.data[i] = (i * 7919) % 256;
    noise.data[i + 1] = (i * 104729) % 256;
    noise.data[i + 2] = (i * 31) % 256;
    noise.data[i + 3] = 255;
  }
  ctx.putImageData(noise, 0, 0);
  return ctx.getImageData(0, 0, width, height).data;
}

function rgbOf(rgba: Uint8Array | Uint8ClampedArray): number[] {
  return [...rgba].filter((_, i) => i % 4 !== 3);
}

describe('encodeOpaquePng', () => {
  it('writes a PNG that decodes to exactly the pixels given', async () => {
    const pixels = picture(333, 121);
    const png = await encodeOpaquePng(pixels, 333, 121);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([333, 121]);
    const canvas = createCanvas(333, 121);
    canvas.getContext('2d').drawImage(image, 0, 0);
    expect(rgbOf(canvas.getContext('2d').getImageData(0, 0, 333, 121).data)).toEqual(rgbOf(pixels));
  });

  it('is read by ffmpeg as the same RGB pixels', async () => {
    const pixels = picture(64, 48);
    await withTempDir('png-test', async (dir) => {
      const path = join(dir, 'p.png');
      await writeFile(path, await encodeOpaquePng(pixels, 64, 48));
      const { stdout } = await promisify(execFile)(
        'ffmpeg',
        ['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
        { encoding: 'buffer' },
      );
      expect([...stdout]).toEqual(rgbOf(pixels));
    });
  });

  it('refuses pixels that do not fill the size given', async () => {
    await expect(encodeOpaquePng(new Uint8Array(10), 2, 2)).rejects.toThrow(/2×2/);
  });
});
