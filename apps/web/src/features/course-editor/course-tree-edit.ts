import { groupNodeTypes, type TCourseNode, type TCourseNodeMove } from '@zadania/shared';

export type TMoveDirection = 'up' | 'down' | 'indent' | 'outdent';

/** The children of `parentId` in order. */
export const childrenOf = (nodes: readonly TCourseNode[], parentId: string | null) =>
  nodes.filter((node) => node.parentId === parentId).sort((a, b) => a.position - b.position);

/** How deep a node is (0: the top level). */
export function depthOf(nodes: readonly TCourseNode[], node: TCourseNode): number {
  const byId = new Map(nodes.map((item) => [item.id, item]));
  let depth = 0;
  let parent = node.parentId ? byId.get(node.parentId) : undefined;
  while (parent && depth < 50) {
    depth += 1;
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return depth;
}

export const isGroup = (node: Pick<TCourseNode, 'type'>) => groupNodeTypes.includes(node.type);

/** The nodes in reading order (depth first), each with its depth. */
export function flattenTree(nodes: readonly TCourseNode[]): { node: TCourseNode; depth: number }[] {
  const result: { node: TCourseNode; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const node of childrenOf(nodes, parentId)) {
      result.push({ node, depth });
      walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return result;
}

/**
 * The body of POST /course-node/{id}/move for a keyboard move, or null when the move is impossible:
 * up and down among its siblings, indent into the previous sibling when it is a folder or chapter (as its last
 * child), outdent to just after its parent. Positions are the final 0-based place, as the server takes them.
 */
export function moveBody(
  nodes: readonly TCourseNode[],
  node: TCourseNode,
  direction: TMoveDirection,
): TCourseNodeMove | null {
  const siblings = childrenOf(nodes, node.parentId);
  const index = siblings.findIndex((sibling) => sibling.id === node.id);
  if (index < 0) return null;
  switch (direction) {
    case 'up':
      return index > 0 ? { parentId: node.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId: node.parentId, position: index + 1 } : null;
    case 'indent': {
      const previous = siblings[index - 1];
      if (!previous || !isGroup(previous)) return null;
      return { parentId: previous.id, position: childrenOf(nodes, previous.id).length };
    }
    case 'outdent': {
      if (!node.parentId) return null;
      const parent = nodes.find((item) => item.id === node.parentId);
      if (!parent) return null;
      const parentIndex = childrenOf(nodes, parent.parentId).findIndex((item) => item.id === parent.id);
      return { parentId: parent.parentId, position: parentIndex + 1 };
    }
  }
}

/** The previous sibling a node would be indented into, when it is a group. */
export function indentTarget(nodes: readonly TCourseNode[], node: TCourseNode): TCourseNode | null {
  const siblings = childrenOf(nodes, node.parentId);
  const previous = siblings[siblings.findIndex((sibling) => sibling.id === node.id) - 1];
  return previous && isGroup(previous) ? previous : null;
}

/** grosze → złote for the price field, and back (rounded to a grosz). */
export const groszeToPln = (grosze: number) => grosze / 100;
export const plnToGrosze = (pln: number) => Math.round(pln * 100);

/** Field errors of a zod result or an API error as { field: message } (the first message per field). */
export function fieldErrorMap(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : String(issue.path).split('.')[0];
    if (key && !found[key]) found[key] = issue.message;
  }
  return found;
}

/**
 * The move body for dragging `dragged` onto `target` (mouse only; the buttons are the keyboard way): it takes the
 * target's place among the target's siblings, or null when nothing would change or it would go into itself.
 */
export function dropBody(
  nodes: readonly TCourseNode[],
  dragged: TCourseNode,
  target: TCourseNode,
): TCourseNodeMove | null {
  if (dragged.id === target.id) return null;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (let at: TCourseNode | undefined = target; at; at = at.parentId ? byId.get(at.parentId) : undefined)
    if (at.id === dragged.id) return null;
  const siblings = childrenOf(nodes, target.parentId).filter((node) => node.id !== dragged.id);
  const position = siblings.findIndex((node) => node.id === target.id);
  const current = childrenOf(nodes, dragged.parentId).findIndex((node) => node.id === dragged.id);
  const body = { parentId: target.parentId, position: Math.max(position, 0) };
  if (dragged.parentId === target.parentId && current === body.position) {
    // Dropped on the next sibling: it goes after it instead, so that the drop always moves something.
    return { parentId: target.parentId, position: body.position + 1 };
  }
  return body;
}
