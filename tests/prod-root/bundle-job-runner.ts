/**
 * Bundles in-root/run-job.ts for the production-like root. The test fakes it uses (in-memory stores,
 * under testing/ folders, which the package build leaves out) are bundled in; every other module of
 * functions/src becomes an import of the installed package's lib/, and npm packages stay bare imports
 * that the installed node_modules must satisfy.
 */
import { build, type Plugin } from 'esbuild';
import { join, relative, resolve, sep } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const FUNCTIONS_SRC = join(REPO, 'functions/src');

function installedLib(packageDir: string): Plugin {
  return {
    name: 'installed-lib',
    setup(plugin) {
      plugin.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        if (!target.startsWith(FUNCTIONS_SRC + sep)) return undefined;
        const inside = relative(FUNCTIONS_SRC, target);
        if (inside.split(sep).includes('testing')) return undefined;
        return { path: join(packageDir, 'lib', inside), external: true };
      });
    },
  };
}

/**
 * Writes the runner to `outFile`; `packageDir` is where the functions package is installed as seen
 * from inside the root (e.g. /srv/functions), and `outFile` should lie in it so bare imports resolve
 * against its node_modules.
 * @internal
 */
export async function bundleJobRunner(outFile: string, packageDir: string): Promise<void> {
  await build({
    entryPoints: [join(REPO, 'tests/prod-root/in-root/run-job.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    plugins: [installedLib(packageDir)],
    logLevel: 'warning',
  });
}
