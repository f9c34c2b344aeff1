// The web's layers. The ground floor, `lib/` and `components/`, is shared by every feature, so it imports no feature
// folder (a feature plugs into it through props, dictionaries of its own or registries such as the realtime handlers).
// A feature reaches another only through that feature's `index.ts`, and never both ways: the one that composes the
// other (a page showing another feature's panel) sits above it. `app/` and `routes/` compose everything.
import path from 'node:path';
import { importsOf, listSources } from './import-cycles.mjs';

const webSource = 'apps/web/src';
const groundFloor = [`${webSource}/lib/`, `${webSource}/components/`];
const features = `${webSource}/features/`;

/** Test support (`lists-test-kit.tsx`, `profile-test-utils.tsx`) is test code: it may reach into any feature. */
const testSupport = /-test-(kit|utils)\.tsx?$/;

/** Each source file under `apps/web/src` (relative to `root`) with the files it imports; tests left out. */
export function readWebImports(root) {
  return new Map(
    listSources(path.join(root, webSource))
      .filter((file) => !testSupport.test(file))
      .map((file) => [path.relative(root, file), importsOf(file).map((target) => path.relative(root, target))]),
  );
}

/** `from -> to` for every import of a feature file by a file of `lib/` or `components/`. */
export function findGroundFloorBreaches(importsByFile) {
  return [...importsByFile].flatMap(([file, targets]) =>
    groundFloor.some((folder) => file.startsWith(folder))
      ? targets.filter((target) => target.startsWith(features)).map((target) => `${file} -> ${target}`)
      : [],
  );
}

const featureOf = (file) => (file.startsWith(features) ? file.slice(features.length).split('/')[0] : undefined);
const isIndex = (file) => /\/index\.tsx?$/.test(file) && file.split('/').length === features.split('/').length + 1;

/** `from -> to` for every import of another feature's file other than its `index.ts`. */
export function findIndexBypasses(importsByFile) {
  return [...importsByFile].flatMap(([file, targets]) => {
    const own = featureOf(file);
    if (!own) return [];
    return targets
      .filter((target) => featureOf(target) && featureOf(target) !== own && !isIndex(target))
      .map((target) => `${file} -> ${target}`);
  });
}

/** `a <-> b` for every two features that import each other (each pair once, in alphabetical order). */
export function findTwoWayFeatures(importsByFile) {
  const pairs = new Set();
  for (const [file, targets] of importsByFile) {
    const from = featureOf(file);
    for (const target of targets) {
      const to = featureOf(target);
      if (from && to && from !== to) pairs.add(`${from} -> ${to}`);
    }
  }
  return [...pairs]
    .map((pair) => pair.split(' -> '))
    .filter(([from, to]) => from < to && pairs.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`);
}
