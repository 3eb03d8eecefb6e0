/**
 * Bounds what reading a PDF may unpack. A Flate stream packs a run of equal bytes about a thousand to
 * one, so a 260 KB file can hold a page that inflates to 256 MB; pdf.js keeps a decoded stream whole
 * (growing its buffer by doubling), and such a file took a reading worker from 270 to over 800 MB.
 * Before pdf.js sees the file, every Flate stream is inflated here chunk by chunk, counting and
 * keeping nothing, and reading stops with a sentence once one stream or all of them together pass
 * the limits. A stream of an encrypted file is unreadable here and counts as what it inflates to
 * before zlib gives up (usually nothing), so the limits hold for files that open without a password.
 */
import { constants, createInflate } from 'node:zlib';
import { PipelineError } from '../errors.js';

/** How far the read stage lets a PDF unpack. */
export interface DecodedSizeLimits {
  /** One stream, decoded: a page's content or one image. */
  streamBytes: number;
  /** All streams of the file together. */
  totalBytes: number;
}

const MIB = 1024 * 1024;

/**
 * A page's content is well under a megabyte and an uncompressed 4000×3000 colour image 36 MB; the
 * largest corpus stream decodes to far less. A 2 GiB reading worker keeps its headroom at these.
 */
export const DECODED_SIZE_LIMITS: DecodedSizeLimits = { streamBytes: 64 * MIB, totalBytes: 512 * MIB };

/** The sentence a refused file gets. */
const TOO_LARGE_DECODED =
  'This PDF unpacks to far more data than a paper holds, so it cannot be read safely. Please upload the paper as saved by its publisher or a PDF printer.';

/** How far a stream's dictionary may lie before its `stream` keyword. */
const DICTIONARY_WINDOW = 4096;

/** The byte ranges of the Flate streams in `bytes`, as found by their keywords. */
function* flateStreams(bytes: Buffer): Generator<{ start: number; end: number }> {
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf('stream', from, 'latin1');
    if (keyword < 0) return;
    from = keyword + 6;
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = keyword + 6;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue;
    if (bytes[start] === 0x0a) start += 1;
    const head = bytes.toString('latin1', Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    const dictionary = head.slice(head.lastIndexOf(' obj') + 1);
    let end = bytes.indexOf('endstream', start, 'latin1');
    if (end < 0) end = bytes.length;
    from = end;
    if (dictionary.includes('/FlateDecode')) yield { start, end };
  }
}

/** How many bytes `data` inflates to, counted up to just past `limit`; damaged data counts what came out before it broke. */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    // A sync flush at the end reads a stream cut short (common in damaged files) without an error.
    const inflate = createInflate({ chunkSize: 256 * 1024, finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    const done = (): void => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(size);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}

/**
 * Throws `too_large` when a Flate stream of `pdf`, or all of them together, would decode past `limits`.
 * @example await checkDecodedSize(bytes); // then hand the bytes to pdf.js
 */
export async function checkDecodedSize(
  pdf: Uint8Array,
  limits: DecodedSizeLimits = DECODED_SIZE_LIMITS,
): Promise<void> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (const { start, end } of flateStreams(bytes)) {
    const size = await inflatedSize(
      bytes.subarray(start, end),
      Math.min(limits.streamBytes, limits.totalBytes - total),
    );
    total += size;
    if (size > limits.streamBytes || total > limits.totalBytes)
      throw new PipelineError('too_large', TOO_LARGE_DECODED);
  }
}
