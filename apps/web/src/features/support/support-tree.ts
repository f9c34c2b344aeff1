import type { TSupportNodeSummary } from '@zadania/shared';

export type TSupportTreeNode = TSupportNodeSummary & { depth: number; children: TSupportTreeNode[] };

/** The flat list (tree order, as the API answers it) as a tree; a node whose parent is missing is a root. */
export function buildSupportTree(items: readonly TSupportNodeSummary[]): TSupportTreeNode[] {
  const nodes = new Map(items.map((item) => [item.id, { ...item, depth: 0, children: [] as TSupportTreeNode[] }]));
  const roots: TSupportTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sortAndDepth = (list: TSupportTreeNode[], depth: number) => {
    list.sort((a, b) => a.position - b.position);
    for (const node of list) {
      node.depth = depth;
      sortAndDepth(node.children, depth + 1);
    }
  };
  sortAndDepth(roots, 0);
  return roots;
}

/** The tree flattened depth-first, each node with its depth. */
export function flattenSupportTree(roots: readonly TSupportTreeNode[]): TSupportTreeNode[] {
  return roots.flatMap((node) => [node, ...flattenSupportTree(node.children)]);
}

/** The ids of a node and all of its descendants (a node cannot move under any of them). */
export function subtreeIds(roots: readonly TSupportTreeNode[], id: string): Set<string> {
  const found = flattenSupportTree(roots).find((node) => node.id === id);
  return new Set(found ? flattenSupportTree([found]).map((node) => node.id) : []);
}

const letters: Record<string, string> = { ł: 'l', Ł: 'l' };

/** A slug from a title: 'Jak zmienić hasło?' → 'jak-zmienic-haslo'. */
export function slugify(title: string): string {
  return title
    .replace(/[łŁ]/g, (char) => letters[char] ?? char)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
