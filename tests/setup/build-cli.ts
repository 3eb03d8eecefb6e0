/**
 * Vitest global setup: compiles the engine and command line once, so end-to-end tests run the real
 * `lectern` command as a user would, never a stale build.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function buildCli(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'functions'], { cwd: root, stdio: 'inherit' });
}
