// The web's ground floor: `lib/` and `components/` are shared by every feature, so they import no feature folder
// (a feature plugs into them through props, dictionaries of their own or registries such as the realtime handlers).
import path from 'node:path';
import { importsOf, listSources } from './import-cycles.mjs';

const webSource = 'apps/web/src';
const groundFloor = [`${webSource}/lib/`, `${webSource}/components/`];
const features = `${webSource}/features/`;

/** Each source file under `apps/web/src` (relative to `root`) with the files it imports. */
export function readWebImports(root) {
  return new Map(
    listSources(path.join(root, webSource)).map((file) => [
      path.relative(root, file),
      importsOf(file).map((target) => path.relative(root, target)),
    ]),
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
