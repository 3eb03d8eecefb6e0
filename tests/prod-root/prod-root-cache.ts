/**
 * The parts of the production-like root that take minutes to make, cached outside the checkout (CI
 * runs in a fresh clone on the same machine) under names that change with what they hold, and each
 * built in a temporary folder renamed into place, so an interrupted build never looks finished.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the cached roots and installs live; LECTERN_PROD_ROOT_CACHE moves it. */
export const CACHE_DIR = process.env['LECTERN_PROD_ROOT_CACHE'] ?? '/var/cache/lectern';

/**
 * What Google's Cloud Functions Node 22 image holds that the engine could use (its documented system
 * packages; README "What a deployment runs on"): nothing else of ours may be in the root. bullseye, for
 * ffmpeg 4.x like the image's 4.4 (Ubuntu 22.04 is not in the reachable mirrors).
 */
export const ROOT_SUITE = 'bullseye';
export const ROOT_PACKAGES = [
  'ffmpeg',
  'fontconfig',
  'fonts-liberation',
  'fonts-freefont-ttf',
  'fonts-ipafont-gothic',
  'ca-certificates',
] as const;

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The Debian mirror apt on this machine uses (deb822 .sources first, then one-line lists). */
export async function debianMirror(): Promise<string> {
  const dir = '/etc/apt/sources.list.d';
  for (const name of existsSync(dir) ? (await readdir(dir)).sort() : []) {
    if (!name.endsWith('.sources')) continue;
    const uri = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(await readFile(join(dir, name), 'utf8'))?.[1];
    if (uri) return uri;
  }
  const list = existsSync('/etc/apt/sources.list') ? await readFile('/etc/apt/sources.list', 'utf8') : '';
  const uri = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s/m.exec(list)?.[1];
  if (!uri) throw new Error('No Debian mirror found in /etc/apt/sources.list.d/ or /etc/apt/sources.list.');
  return uri;
}

/** Builds `final` by `make(temp)` unless it is there; a concurrent builder's result wins a tie. */
async function buildOnce(final: string, make: (temp: string) => Promise<void>): Promise<string> {
  if (existsSync(final)) return final;
  await mkdir(CACHE_DIR, { recursive: true });
  const temp = await mkdtemp(`${final}.building-`);
  try {
    await make(temp);
    // mkdtemp makes it private; a root's / must be readable like any other.
    await chmod(temp, 0o755);
    await rename(temp, final);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(final)) throw error;
  }
  return final;
}

/**
 * A debootstrapped root holding exactly ROOT_PACKAGES (fontconfig pulls in DejaVu, which the image
 * lacks: removed). Returns its path.
 */
export function cachedBaseRoot(): Promise<string> {
  const final = join(CACHE_DIR, `prod-root-${hash(JSON.stringify([ROOT_SUITE, ROOT_PACKAGES]))}`);
  return buildOnce(final, async (temp) => {
    const mirror = await debianMirror();
    await run(
      'debootstrap',
      ['--variant=minbase', `--include=${ROOT_PACKAGES.join(',')}`, ROOT_SUITE, temp, mirror],
      {
        timeout: 30 * 60_000,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, PATH: `${process.env['PATH'] ?? ''}:/usr/sbin:/sbin` },
      },
    );
    await rm(join(temp, 'usr/share/fonts/truetype/dejavu'), { recursive: true, force: true });
    await rm(join(temp, 'var/cache/apt/archives'), { recursive: true, force: true });
    await mkdir(join(temp, 'var/cache/apt/archives/partial'), { recursive: true });
  });
}

/**
 * The functions package's production dependencies, installed as Cloud Build installs them: from
 * functions/package.json alone (no workspace, no lock file beside it, no hoisting), dev dependencies
 * left out, npm's download cache reused. Keyed by package.json and Node's version, so any change to
 * the declared dependencies installs afresh. Returns the node_modules folder.
 */
export async function cachedProductionModules(packageJsonPath: string): Promise<string> {
  const packageJson = await readFile(packageJsonPath, 'utf8');
  const final = join(CACHE_DIR, `functions-modules-${hash(`${process.version}\n${packageJson}`)}`);
  await buildOnce(final, async (temp) => {
    await writeFile(join(temp, 'package.json'), packageJson);
    await run(
      'npm',
      ['install', '--omit=dev', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: temp,
        timeout: 30 * 60_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  });
  return join(final, 'node_modules');
}

/** A private copy of a cached tree (reflinked where the file system can). */
export async function copyTree(from: string, to: string): Promise<void> {
  try {
    await run('cp', ['-a', '--reflink=auto', from, to], { maxBuffer: 16 * 1024 * 1024 });
  } catch {
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
  }
}
