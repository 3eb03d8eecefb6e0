/**
 * Fails on any cycle of relative imports (type-only imports included: a cycle of types is still a
 * cycle of layers). Each file's imports are read once per lint run; the rule reports the import of
 * the linted file that leads back to it, with the whole loop, so the fix is visible in one line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\n;])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"\\])\/\/[^\n]*/g;

/** The source file a relative specifier names, as TypeScript's NodeNext resolution finds it. */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    base,
    `${base}.ts`,
    `${base}.tsx`,
    resolve(base, 'index.ts'),
    resolve(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const importsCache = new Map();

function importsOf(file) {
  let found = importsCache.get(file);
  if (found !== undefined) return found;
  found = [];
  const text = readFileSync(file, 'utf8').replace(COMMENT, '');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveSpecifier(file, match[1] ?? match[2]);
    if (target !== undefined) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

/** A path from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

export default {
  meta: { type: 'problem', docs: { description: 'Disallow import cycles between files.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveSpecifier(file, specifier);
      if (target === undefined) return;
      const loop = pathBack(target, file);
      if (loop === undefined) return;
      const cwd = context.cwd;
      context.report({
        node,
        message: `Import cycle: ${[file, ...loop].map((f) => relative(cwd, f)).join(' → ')}`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
