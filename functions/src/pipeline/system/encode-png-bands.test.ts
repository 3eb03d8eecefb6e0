import { createCanvas, loadImage } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assemblePng, bandCount, encodeBands } from './encode-opaque-png.js';

/** A picture with noise, flat areas and a height that is not a whole number of bands. */
function picture(width: number, height: number, seed: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < rgba.length; i += 4) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const flat = (i / 4) % width < width / 2;
    rgba[i] = flat ? 250 : state & 0xff;
    rgba[i + 1] = flat ? 250 : (state >>> 8) & 0xff;
    rgba[i + 2] = flat ? 247 : (state >>> 16) & 0xff;
    rgba[i + 3] = 255;
  }
  return rgba;
}

/** The IDAT data of a PNG with one IDAT chunk. */
function idat(png: Buffer): Buffer {
  const at = png.indexOf('IDAT', 0, 'latin1');
  return png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4));
}

async function decoded(png: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(await loadImage(png), 0, 0);
  return canvas.getContext('2d').getImageData(0, 0, width, height).data;
}

describe('slide PNGs in bands', () => {
  const width = 301;
  const height = 100;
  const all = Array.from({ length: bandCount(height) }, (_, band) => band);

  it('makes a PNG whose zlib stream checks out (Adler-32 included) and decodes to the pixels', async () => {
    const rgba = picture(width, height, 7);
    const png = assemblePng(width, height, await encodeBands(rgba, width, height, all));
    // inflateSync verifies the stream's Adler-32 and rejects a wrong one.
    expect(inflateSync(idat(png)).length).toBe((width * 3 + 1) * height);
    expect(Buffer.from(await decoded(png, width, height)).equals(Buffer.from(rgba))).toBe(true);
  });

  it('swaps in bands encoded from rows of another picture, as a reveal state reuses its slide’s', async () => {
    const base = picture(width, height, 7);
    const other = picture(width, height, 99);
    const bands = await encodeBands(base, width, height, all);
    // Band 1 from a canvas holding only its rows, as a state's part is painted.
    const rowBytes = width * 4;
    const top = 36;
    const part = other.subarray(top * rowBytes, 72 * rowBytes);
    const [swapped] = await encodeBands(part, width, height, [1], top);
    const png = assemblePng(
      width,
      height,
      bands.map((band, i) => (i === 1 && swapped ? swapped : band)),
    );
    expect(inflateSync(idat(png)).length).toBe((width * 3 + 1) * height);
    const expected = Buffer.from(base);
    expected.set(part, top * rowBytes);
    expect(Buffer.from(await decoded(png, width, height)).equals(expected)).toBe(true);
  });
});
