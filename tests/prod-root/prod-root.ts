/**
 * A production-like root to run the deploy artifact in: the cached base root (under a copy-on-write
 * overlay), Node 22 (this process's binary), and the functions package as a deployment holds it
 * (package.json, lib/ built from the checkout, bin/, and its cached production node_modules). Programs run in it by chroot with an empty
 * environment, so nothing of this machine leaks in.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { bundleJobRunner } from './bundle-job-runner.js';
import { cachedBaseRoot, cachedProductionModules, copyTree } from './prod-root-cache.js';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../..');

/** Where the functions package sits inside the root, as Cloud Functions puts it under /workspace. */
export const PACKAGE_DIR = '/workspace';
/** The job runner's path inside the root. */
export const JOB_RUNNER = `${PACKAGE_DIR}/run-job.mjs`;

/** @internal */
export interface ProdRoot {
  /** The root's path on this machine. */
  path: string;
  /** Seconds each part of the preparation took. */
  timings: Record<string, number>;
  /** Runs `argv` inside the root with only PATH, HOME and `env` set, in `cwd` (inside the root). */
  run(
    argv: string[],
    options?: { env?: Record<string, string>; cwd?: string; timeoutMs?: number },
  ): Promise<RootRun>;
  /** Unmounts and deletes the private layer. */
  dispose(): Promise<void>;
}

/** @internal */
export interface RootRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[name] = Number(((performance.now() - start) / 1000).toFixed(1));
  }
}

function runIn(
  root: string,
  argv: string[],
  options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<RootRun> {
  const env = Object.entries({
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: '/tmp',
    LANG: 'C.UTF-8',
    ...options.env,
  }).map(([k, v]) => `${k}=${v}`);
  return new Promise((done, fail) => {
    const child = spawn('chroot', [root, '/usr/bin/env', '-i', '-C', options.cwd ?? '/', ...env, ...argv], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 10 * 60_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/**
 * Prepares a private root in a temporary folder. `/work` inside it is an empty folder for the
 * test's files.
 * @internal
 */
export async function prepareProdRoot(): Promise<ProdRoot> {
  const timings: Record<string, number> = {};
  const base = await timed(timings, 'base root (debootstrap, cached)', cachedBaseRoot);
  const modules = await timed(timings, 'npm install --omit=dev (cached)', () =>
    cachedProductionModules(join(REPO, 'functions/package.json')),
  );
  const parent = await mkdtemp('/var/tmp/lectern-prod-root-');
  const root = join(parent, 'root');
  const pkg = join(root, PACKAGE_DIR);
  const mounted: string[] = [];
  const mount = async (args: string[], point: string): Promise<void> => {
    await run('mount', [...args, point]);
    mounted.push(point);
  };
  const dispose = async (): Promise<void> => {
    for (const point of mounted.reverse())
      await run('umount', [point]).catch(() => run('umount', ['-l', point]).catch(() => undefined));
    // Never delete through a mount that is still there: it could reach the cache.
    if (!(await readFile('/proc/self/mounts', 'utf8')).includes(parent))
      await rm(parent, { recursive: true, force: true });
  };
  try {
    await timed(timings, 'root and node_modules in place', async () => {
      await mkdir(root);
      try {
        // Copy-on-write over the cached root, which stays untouched; the installed node_modules read-only,
        // as /workspace is on Cloud Functions.
        await mkdir(join(parent, 'upper'));
        await mkdir(join(parent, 'overlay-work'));
        await mount(
          [
            '-t',
            'overlay',
            'overlay',
            '-o',
            `lowerdir=${base},upperdir=${join(parent, 'upper')},workdir=${join(parent, 'overlay-work')}`,
          ],
          root,
        );
        await mkdir(join(pkg, 'node_modules'), { recursive: true });
        await mount(['--bind', '-o', 'ro', modules], join(pkg, 'node_modules'));
      } catch {
        // No overlay file system here: a private copy instead.
        for (const point of mounted.reverse()) await run('umount', [point]);
        mounted.length = 0;
        await rm(root, { recursive: true, force: true });
        await copyTree(base, root);
        await mkdir(pkg, { recursive: true });
        await copyTree(modules, join(pkg, 'node_modules'));
      }
    });
    await timed(timings, 'Node 22, package build', async () => {
      await copyFile(process.execPath, join(root, 'usr/local/bin/node'));
      await copyFile(join(REPO, 'functions/package.json'), join(pkg, 'package.json'));
      await cp(join(REPO, 'functions/bin'), join(pkg, 'bin'), { recursive: true });
      await run(
        process.execPath,
        [
          join(REPO, 'node_modules/typescript/bin/tsc'),
          '-p',
          join(REPO, 'functions'),
          '--outDir',
          join(pkg, 'lib'),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      await bundleJobRunner(join(root, JOB_RUNNER), PACKAGE_DIR);
      await mkdir(join(root, 'work'), { recursive: true });
    });
    await mount(['--bind', '/dev'], join(root, 'dev'));
    await mount(['-t', 'proc', 'proc'], join(root, 'proc'));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path: root, timings, run: (argv, options) => runIn(root, argv, options), dispose };
}
