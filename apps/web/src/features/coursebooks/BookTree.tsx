import { ActionIcon, Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TBookNode } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { coursebooksPl } from './coursebooks.pl';

/** How a node is named in the tree: its title, with its number when the title does not say it already. */
export function nodeLabel(node: Pick<TBookNode, 'kind' | 'title' | 'number'>) {
  if (!node.number || node.title.includes(node.number)) return node.title;
  return `${coursebooksPl.nodeKinds[node.kind]} ${node.number}: ${node.title}`;
}

/** The children of each node (null: the top level), in the order the API gives (tree order). */
export function childrenOf(nodes: readonly TBookNode[]) {
  const children = new Map<string | null, TBookNode[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  return children;
}

type TBookTreeProps = {
  nodes: readonly TBookNode[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  selectedId: string | null;
  onSelect: (node: TBookNode) => void;
};

/**
 * The book's chapters, pages and exercises as nested lists: each branch has a button that expands or collapses
 * it (aria-expanded), each node a button that chooses it; both work with Tab, Enter and Space.
 */
export function BookTree({ nodes, expanded, onToggle, selectedId, onSelect }: TBookTreeProps) {
  const { t } = useTranslation();
  const children = childrenOf(nodes);
  const renderLevel = (parentId: string | null, depth: number) => (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} pl={depth ? 'md' : 0}>
      {(children.get(parentId) ?? []).map((node) => {
        const kids = children.get(node.id);
        const open = expanded.has(node.id);
        const selected = node.id === selectedId;
        const label = nodeLabel(node);
        return (
          <li key={node.id}>
            <Group gap={4} wrap="nowrap" py={2}>
              {kids ? (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-expanded={open}
                  aria-label={
                    open ? t('coursebooks.collapse', { title: label }) : t('coursebooks.expand', { title: label })
                  }
                  onClick={() => onToggle(node.id)}
                >
                  {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                </ActionIcon>
              ) : (
                <Box w={22} style={{ flex: 'none' }} />
              )}
              <UnstyledButton
                onClick={() => onSelect(node)}
                aria-current={selected ? 'true' : undefined}
                px={6}
                py={2}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                  minWidth: 0,
                  flex: 1,
                }}
              >
                <Text size="sm" fw={node.kind === 'chapter' ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {label}
                </Text>
              </UnstyledButton>
              {node.homeworksCount > 0 && (
                <Badge variant="light" size="sm" radius="sm" style={{ flex: 'none' }}>
                  {formatCount(node.homeworksCount, coursebooksPl.tasksCount)}
                </Badge>
              )}
            </Group>
            {kids && open && renderLevel(node.id, depth + 1)}
          </li>
        );
      })}
    </Box>
  );
  return renderLevel(null, 0);
}
