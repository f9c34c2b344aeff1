import { groupNodeTypes, type TCourseNode } from '@zadania/shared';

export type TCourseTreeNode = TCourseNode & { children: TCourseTreeNode[]; depth: number };

export const isGroupNode = (node: Pick<TCourseNode, 'type'>) => groupNodeTypes.includes(node.type);

/** The flat node list (parentId, position) as a tree, children in their positions. */
export function buildCourseTree(nodes: readonly TCourseNode[]): TCourseTreeNode[] {
  const byParent = new Map<string | null, TCourseNode[]>();
  for (const node of nodes) {
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const ids = new Set(nodes.map((node) => node.id));
  const build = (parentId: string | null, depth: number): TCourseTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position)
      .map((node) => ({ ...node, depth, children: build(node.id, depth + 1) }));
  // Nodes whose parent is missing (should not happen) are shown at the top level rather than lost.
  const orphans = nodes.filter((node) => node.parentId !== null && !ids.has(node.parentId));
  return [...build(null, 0), ...orphans.map((node) => ({ ...node, depth: 0, children: build(node.id, 1) }))];
}

/** Every node in reading order (depth first, children after their group). */
export function readingOrder(nodes: readonly TCourseNode[]): TCourseTreeNode[] {
  const out: TCourseTreeNode[] = [];
  const walk = (list: TCourseTreeNode[]) => {
    for (const node of list) {
      out.push(node);
      walk(node.children);
    }
  };
  walk(buildCourseTree(nodes));
  return out;
}

/** The content nodes (no folders or chapters) in reading order: what previous/next step through. */
export const contentOrder = (nodes: readonly TCourseNode[]) => readingOrder(nodes).filter((node) => !isGroupNode(node));

/** Where 'Kontynuuj' / 'Rozpocznij' goes: the last position if it still exists, else the first content node. */
export function resumeNodeId(nodes: readonly TCourseNode[], lastNodeId: string | null): string | null {
  if (lastNodeId && nodes.some((node) => node.id === lastNodeId)) return lastNodeId;
  const content = contentOrder(nodes);
  return (content.find((node) => !node.locked) ?? content[0])?.id ?? null;
}

export const learnPath = (slug: string, nodeId: string) =>
  `/courses/${encodeURIComponent(slug)}/learn/${encodeURIComponent(nodeId)}`;
