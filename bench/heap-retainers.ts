/**
 * The largest retainers of a V8 heap snapshot (`.heapsnapshot`, as `v8.writeHeapSnapshot` writes it): each object's
 * retained size is its own size plus that of every object reachable only through it (the dominator tree, Cooper,
 * Harvey and Kennedy's iterative algorithm over the strong edges), as Chrome DevTools' "Retained size" column.
 * Also the shallow size by constructor, DevTools' "Summary".
 *
 *   node --import tsx bench/heap-retainers.ts <file.heapsnapshot> [--top 25]
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';

type TSnapshotFile = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type TRetainer = { name: string; type: string; selfBytes: number; retainedBytes: number; heldBy: string };
export type TConstructorSize = { name: string; type: string; count: number; selfBytes: number };
export type THeapRetainers = {
  nodes: number;
  totalBytes: number;
  retainers: TRetainer[];
  byConstructor: TConstructorSize[];
};

export async function readHeapRetainers(file: string, top = 25): Promise<THeapRetainers> {
  const data = JSON.parse(await fs.readFile(file, 'utf8')) as TSnapshotFile;
  const { meta } = data.snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const typeOffset = meta.node_fields.indexOf('type');
  const nameOffset = meta.node_fields.indexOf('name');
  const sizeOffset = meta.node_fields.indexOf('self_size');
  const edgeCountOffset = meta.node_fields.indexOf('edge_count');
  const edgeTypeOffset = meta.edge_fields.indexOf('type');
  const edgeToOffset = meta.edge_fields.indexOf('to_node');
  const weak = edgeTypes.indexOf('weak');
  const { nodes, edges, strings } = data;
  const count = nodes.length / nodeFields;

  // Strong edges as CSR, successors and predecessors.
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0, e = 0; n < count; n++) {
    firstEdge[n] = e;
    e += nodes[n * nodeFields + edgeCountOffset]! * edgeFields;
    firstEdge[n + 1] = e;
  }
  const predecessorCount = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++) {
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += edgeFields) {
      if (edges[e + edgeTypeOffset] === weak) continue;
      predecessorCount[edges[e + edgeToOffset]! / nodeFields + 1]!++;
    }
  }
  for (let n = 0; n < count; n++) predecessorCount[n + 1]! += predecessorCount[n]!;
  const predecessors = new Uint32Array(predecessorCount[count]!);
  const filled = predecessorCount.slice(0, count);
  for (let n = 0; n < count; n++) {
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += edgeFields) {
      if (edges[e + edgeTypeOffset] === weak) continue;
      const to = edges[e + edgeToOffset]! / nodeFields;
      predecessors[filled[to]!++] = n;
    }
  }

  // Post order of a depth-first walk from the root (node 0), iteratively.
  const unvisited = 0xffffffff;
  const postIndex = new Uint32Array(count).fill(unvisited);
  const postOrder = new Uint32Array(count);
  const stack = new Uint32Array(count);
  const nextEdge = new Uint32Array(count);
  const seen = new Uint8Array(count);
  let reached = 0;
  let top_ = 0;
  stack[0] = 0;
  seen[0] = 1;
  nextEdge[0] = firstEdge[0]!;
  while (top_ >= 0) {
    const n = stack[top_]!;
    let pushed = false;
    while (nextEdge[n]! < firstEdge[n + 1]!) {
      const e = nextEdge[n]!;
      nextEdge[n] = e + edgeFields;
      if (edges[e + edgeTypeOffset] === weak) continue;
      const to = edges[e + edgeToOffset]! / nodeFields;
      if (seen[to]) continue;
      seen[to] = 1;
      nextEdge[to] = firstEdge[to]!;
      stack[++top_] = to;
      pushed = true;
      break;
    }
    if (!pushed) {
      postIndex[n] = reached;
      postOrder[reached++] = n;
      top_--;
    }
  }

  // Immediate dominators by post-order number (the root has the highest).
  const rootPost = reached - 1;
  const idom = new Uint32Array(reached).fill(unvisited);
  idom[rootPost] = rootPost;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (a < b) a = idom[a]!;
      while (b < a) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = rootPost - 1; p >= 0; p--) {
      const n = postOrder[p]!;
      let candidate = unvisited;
      for (let i = predecessorCount[n]!; i < predecessorCount[n + 1]!; i++) {
        const from = postIndex[predecessors[i]!]!;
        if (from === unvisited || idom[from] === unvisited) continue;
        candidate = candidate === unvisited ? from : intersect(from, candidate);
      }
      if (candidate !== unvisited && idom[p] !== candidate) {
        idom[p] = candidate;
        changed = true;
      }
    }
  }

  const retained = new Float64Array(reached);
  for (let p = 0; p < reached; p++) retained[p] = nodes[postOrder[p]! * nodeFields + sizeOffset]!;
  for (let p = 0; p < rootPost; p++) if (idom[p] !== unvisited) retained[idom[p]!]! += retained[p]!;

  const describe = (p: number) => {
    const n = postOrder[p]!;
    const type = nodeTypes[nodes[n * nodeFields + typeOffset]!] ?? '?';
    const name = strings[nodes[n * nodeFields + nameOffset]!] ?? '';
    return { type, name: name.length > 80 ? `${name.slice(0, 77)}…` : name };
  };
  // Synthetic nodes (the root, "(GC roots)", "(Internalized strings)") retain everything: not an answer.
  const candidates: number[] = [];
  for (let p = 0; p < rootPost; p++) if (describe(p).type !== 'synthetic') candidates.push(p);
  candidates.sort((a, b) => retained[b]! - retained[a]!);
  const retainers = candidates.slice(0, top).map((p) => {
    const { type, name } = describe(p);
    const holder = describe(idom[p]!);
    return {
      name,
      type,
      selfBytes: nodes[postOrder[p]! * nodeFields + sizeOffset]!,
      retainedBytes: retained[p]!,
      heldBy: `${holder.type} ${holder.name}`.trim(),
    };
  });

  const constructors = new Map<string, TConstructorSize>();
  for (let n = 0; n < count; n++) {
    const type = nodeTypes[nodes[n * nodeFields + typeOffset]!] ?? '?';
    const name = type === 'object' || type === 'closure' ? strings[nodes[n * nodeFields + nameOffset]!]! : `(${type})`;
    const key = `${type}\u0000${name}`;
    const entry = constructors.get(key) ?? { name, type, count: 0, selfBytes: 0 };
    entry.count++;
    entry.selfBytes += nodes[n * nodeFields + sizeOffset]!;
    constructors.set(key, entry);
  }
  const byConstructor = [...constructors.values()].sort((a, b) => b.selfBytes - a.selfBytes).slice(0, top);
  return { nodes: count, totalBytes: retained[rootPost]!, retainers, byConstructor };
}

export function printHeapRetainers({ nodes, totalBytes, retainers, byConstructor }: THeapRetainers) {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`Stos: ${mb(totalBytes)} MB osiągalnych, ${nodes} węzłów. Największe zatrzymujące (retained MB):`);
  console.table(
    retainers.map((r) => ({
      retainedMb: mb(r.retainedBytes),
      selfKb: (r.selfBytes / 1024).toFixed(1),
      type: r.type,
      name: r.name,
      heldBy: r.heldBy,
    })),
  );
  console.log('Rozmiar własny według konstruktora:');
  console.table(byConstructor.map((c) => ({ selfMb: mb(c.selfBytes), count: c.count, type: c.type, name: c.name })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '25' } },
    allowPositionals: true,
  });
  if (!positionals[0]) throw new Error('usage: heap-retainers.ts <file.heapsnapshot> [--top N]');
  readHeapRetainers(positionals[0], Number(values.top)).then(printHeapRetainers, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
