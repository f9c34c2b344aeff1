// The import graph of the TypeScript sources (relative imports, type-only ones included) and its circles: groups
// of files that import each other, directly or around a loop. Tests, seed data and generated files are left out.
import fs from 'node:fs';
import path from 'node:path';

const sourceFile = /\.(ts|tsx)$/;
const leftOut = /(\.test\.tsx?|\.d\.ts)$|\/(node_modules|dist|dist-server|test|e2e|migrations)\//;

/** The TypeScript sources under `dir`, tests and generated files left out. */
export function listSources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(file);
    return sourceFile.test(entry.name) && !leftOut.test(file) ? [file] : [];
  });
}

const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return endings.map((ending) => base + ending).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every relative import and re-export of a file, as the files they name. */
export function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map(
    (match) => match[1],
  );
  const dynamic = [...source.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => match[1]);
  return [...specifiers, ...dynamic].map((specifier) => resolve(file, specifier)).filter(Boolean);
}

/** The circles of the graph under `roots`: each a list of files (relative to `root`) that reach one another. */
export function findImportCycles(root, roots) {
  const files = roots.flatMap((dir) => listSources(path.join(root, dir)));
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((target) => target !== file)]));
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indexes = new Map();
  const lowlinks = new Map();
  const cycles = [];
  const visit = (file) => {
    indexes.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!indexes.has(target)) {
        visit(target);
        lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(target)));
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(lowlinks.get(file), indexes.get(target)));
      }
    }
    if (lowlinks.get(file) === indexes.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!indexes.has(file)) visit(file);
  return cycles;
}
