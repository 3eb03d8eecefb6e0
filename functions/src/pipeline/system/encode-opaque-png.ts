/**
 * The one PNG writer for opaque pictures: slides and figure crops, which have no transparency. A
 * canvas's own PNG encoder costs about 120 ms for a 1080p slide and makes a file ffmpeg decodes slowly
 * (RGBA, Paeth rows); every row filtered "Sub" and deflated at level 1 costs about a quarter of that,
 * decodes in half the time and is about as small, because slides are mostly flat colour.
 *
 * A picture is encoded in bands of rows, each compressed on its own (off the main thread), so a slide's
 * reveal state, which differs from its full slide only in the rows of the parts it leaves out, is
 * encoded by compressing those bands and reusing the others.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** Rows per band: 30 bands in a 1080-row slide; a line of bullet text spans two or three. */
export const BAND_ROWS = 36;

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** PNG colour type 2: red, green, blue, 8 bits each. */
const TRUECOLOR = 2;
/** PNG row filter 1 ("Sub"): each byte minus the same channel of the pixel to its left. */
const FILTER_SUB = 1;
/** Adler-32's modulus (RFC 1950). */
const ADLER_BASE = 65_521;
/** zlib header: deflate, 32 KiB window, fastest compression, no preset dictionary. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final block with fixed codes: ends a deflate stream made of flushed pieces. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** One band: its filtered rows deflated up to a byte boundary, and their Adler-32 sums. */
export interface PngBand {
  deflated: Buffer;
  /** Sum of the filtered bytes, and sum of each byte times the bytes from it to the band's end, mod 65521. */
  sum: number;
  weighted: number;
  length: number;
}

/**
 * Band `band` of a picture `width` pixels wide, from RGBA pixels `rgba` whose first row is picture
 * row `firstRow` (a canvas may hold only some rows).
 */
async function encodeBand(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  band: number,
  firstRow: number,
): Promise<PngBand> {
  const top = band * BAND_ROWS;
  const rows = Math.min(BAND_ROWS, height - top);
  const rowBytes = width * 3 + 1;
  const filtered = Buffer.allocUnsafe(rowBytes * rows);
  let out = 0;
  let sum = 0;
  let weighted = 0;
  // The Adler-32 parts are summed as the bytes are made, and reduced after each row (a row's sums stay
  // far below 2^53, so the arithmetic is exact).
  for (let y = 0; y < rows; y++) {
    filtered[out++] = FILTER_SUB;
    sum += FILTER_SUB;
    weighted += sum;
    let at = (top + y - firstRow) * width * 4;
    let red = 0;
    let green = 0;
    let blue = 0;
    for (let x = 0; x < width; x++, at += 4) {
      const r = rgba[at] as number;
      const g = rgba[at + 1] as number;
      const b = rgba[at + 2] as number;
      const dr = (r - red) & 0xff;
      const dg = (g - green) & 0xff;
      const db = (b - blue) & 0xff;
      filtered[out++] = dr;
      filtered[out++] = dg;
      filtered[out++] = db;
      sum += dr;
      weighted += sum;
      sum += dg;
      weighted += sum;
      sum += db;
      weighted += sum;
      red = r;
      green = g;
      blue = b;
    }
    sum %= ADLER_BASE;
    weighted %= ADLER_BASE;
  }
  const deflated = await deflateRawAsync(filtered, {
    level: 1,
    strategy: constants.Z_DEFAULT_STRATEGY,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return { deflated, sum, weighted, length: filtered.length };
}

/**
 * Encodes bands `bands` of a `width`×`height` picture from RGBA pixels (alpha ignored: the picture
 * must be opaque) that start at picture row `firstRow`; the deflating runs off the main thread.
 */
export function encodeBands(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  bands: readonly number[],
  firstRow = 0,
): Promise<PngBand[]> {
  return Promise.all(bands.map((band) => encodeBand(rgba, width, height, band, firstRow)));
}

/** The number of bands of a picture `height` rows high. */
export function bandCount(height: number): number {
  return Math.ceil(height / BAND_ROWS);
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/**
 * The PNG file of a `width`×`height` picture from all its bands, in order: one zlib stream of the
 * bands' deflated pieces, whose Adler-32 is combined from theirs (RFC 1950: for the bytes of a band
 * appended, the running sum adds the band's sum, and the weighted sum adds the band's weighted sum
 * plus the band's length times the running sum before it).
 */
export function assemblePng(width: number, height: number, bands: readonly PngBand[]): Buffer {
  let sum = 1;
  let weighted = 0;
  for (const band of bands) {
    weighted = (weighted + band.weighted + (((band.length % ADLER_BASE) * sum) % ADLER_BASE)) % ADLER_BASE;
    sum = (sum + band.sum) % ADLER_BASE;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((weighted << 16) | sum) >>> 0, 0);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = TRUECOLOR;
  const data = Buffer.concat([ZLIB_HEADER, ...bands.map((band) => band.deflated), FINAL_BLOCK, adler]);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Encodes `width`×`height` RGBA pixels (alpha ignored: the picture must be opaque) as an RGB PNG.
 * @example await encodeOpaquePng(canvas.data(), 1920, 1080)
 */
export async function encodeOpaquePng(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Buffer> {
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    rgba.length < width * height * 4
  ) {
    throw new RangeError(`${rgba.length} bytes are not a ${width}×${height} RGBA picture.`);
  }
  const bands = Array.from({ length: bandCount(height) }, (_, band) => band);
  return assemblePng(width, height, await encodeBands(rgba, width, height, bands));
}
