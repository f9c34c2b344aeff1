// The API's layers. `lib/` is the ground floor and `db/` the schema and migrations: neither imports a module.
// Modules lean one way: when two import each other, one of them holds what the other needs (a pure core, a port that
// the composition root fills, a presenter) and it moves down (docs/architecture.md, "Layers").
import path from 'node:path';
import { importsOf, listSources } from './import-cycles.mjs';

const apiSource = 'apps/api/src';
const modules = `${apiSource}/modules/`;
const groundFloor = [`${apiSource}/lib/`, `${apiSource}/db/`];

/** Each source file under `apps/api/src` (relative to `root`) with the files it imports; tests left out. */
export function readApiImports(root) {
  return new Map(
    listSources(path.join(root, apiSource)).map((file) => [
      path.relative(root, file),
      importsOf(file).map((target) => path.relative(root, target)),
    ]),
  );
}

const moduleOf = (file) => (file.startsWith(modules) ? file.slice(modules.length).split('/')[0] : undefined);

/** `from -> to` for every import of a module by a file of `lib/` or `db/`. */
export function findApiGroundFloorBreaches(importsByFile) {
  return [...importsByFile].flatMap(([file, targets]) =>
    groundFloor.some((folder) => file.startsWith(folder))
      ? targets.filter((target) => moduleOf(target)).map((target) => `${file} -> ${target}`)
      : [],
  );
}

/** `a <-> b` for every two modules that import each other (each pair once, in alphabetical order). */
export function findTwoWayModules(importsByFile) {
  const pairs = new Set();
  for (const [file, targets] of importsByFile) {
    const from = moduleOf(file);
    for (const target of targets) {
      const to = moduleOf(target);
      if (from && to && from !== to) pairs.add(`${from} -> ${to}`);
    }
  }
  return [...pairs]
    .map((pair) => pair.split(' -> '))
    .filter(([from, to]) => from < to && pairs.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}
