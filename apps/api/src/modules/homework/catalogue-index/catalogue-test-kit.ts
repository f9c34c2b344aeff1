import type { TFacetRow } from '../homework-list.repository';

/**
 * Rows of one facet group with the ties SQL leaves unordered (equal count and equal label) as sets: each run
 * of such rows sorted by value.
 */
export function withUnorderedTies(rows: TFacetRow[]) {
  const runs: TFacetRow[][] = [];
  for (const row of rows) {
    const run = runs[runs.length - 1];
    if (run && run[0]!.count === row.count && run[0]!.label === row.label && row.label !== null) run.push(row);
    else runs.push([row]);
  }
  return runs.flatMap((run) => [...run].sort((a, b) => (a.value! < b.value! ? -1 : 1)));
}
