import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { makeTempDir } from '../system/temp-dir.js';
import type { Pixels } from './ink-bounds.js';
import { parsePnm } from './parse-pnm.js';

/** Options of {@link PageRenderer}. */
export interface PageRendererOptions {
  dpi: number;
  password?: string | undefined;
  binaries: Binaries;
  signal?: AbortSignal | undefined;
}

/**
 * Renders pages with `mutool draw` in the background, into raw PPM files in a temporary folder.
 * mutool rasterises vector-heavy pages several times faster than pdfjs and runs in its own process,
 * so pages asked for while the text layer is still being read render on the other core. Call
 * `close()` when done: it removes the folder.
 */
export class PageRenderer {
  private readonly requested = new Set<number>();
  private queue: number[] = [];
  private running: Promise<void> | undefined;
  private readonly dir: Promise<string>;

  constructor(
    pdf: Uint8Array,
    private readonly options: PageRendererOptions,
  ) {
    this.dir = makeTempDir('render').then(async (dir) => {
      await writeFile(join(dir, 'in.pdf'), pdf);
      return dir;
    });
  }

  /** Starts rendering `pages` (those not asked for before) as soon as mutool is free. */
  request(pages: readonly number[]): void {
    const fresh = pages.filter((p) => !this.requested.has(p));
    for (const p of fresh) this.requested.add(p);
    this.queue.push(...fresh);
    if (fresh.length > 0 && !this.running) this.running = this.pump();
  }

  /** The page's pixels, or undefined when mutool could not render it. */
  async pixels(page: number): Promise<Pixels | undefined> {
    this.request([page]);
    while (this.running) await this.running;
    const dir = await this.dir;
    const bytes = await readFile(join(dir, `page${page}.ppm`)).catch(() => undefined);
    return bytes && parsePnm(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  }

  /** Waits for mutool and removes the rendered pages. */
  async close(): Promise<void> {
    this.queue = [];
    while (this.running) await this.running.catch(() => undefined);
    await rm(await this.dir, { recursive: true, force: true });
  }

  private async pump(): Promise<void> {
    try {
      const dir = await this.dir;
      while (this.queue.length > 0) {
        const batch = this.queue.sort((a, b) => a - b);
        this.queue = [];
        const password = this.options.password === undefined ? [] : ['-p', this.options.password];
        const args = [
          'draw',
          '-q',
          '-r',
          String(this.options.dpi),
          ...password,
          '-o',
          join(dir, 'page%d.ppm'),
          join(dir, 'in.pdf'),
          batch.join(','),
        ];
        try {
          await runCommand(this.options.binaries.mutool, args, {
            signal: this.options.signal,
            timeoutMs: 120_000,
          });
        } catch (error) {
          if (isPipelineError(error) && error.code === 'cancelled') throw error;
          // Pages mutool could not render are missing and fall back to pdfjs.
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}
