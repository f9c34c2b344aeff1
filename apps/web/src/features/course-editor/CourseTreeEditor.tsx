import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconArrowDown,
  IconArrowUp,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { courseNodeTypeLabels, type TCourseNode, type TCourseNodeMove } from '@zadania/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropBody, flattenTree, indentTarget, isGroup, moveBody, type TMoveDirection } from './course-tree-edit';
import './course-editor.pl';
import { PlainList } from '../../components/PlainList';

type TProps = {
  nodes: TCourseNode[];
  editable: boolean;
  busy: boolean;
  onAdd: (parentId: string | null) => void;
  onEdit: (node: TCourseNode) => void;
  onDelete: (node: TCourseNode) => void;
  onMove: (node: TCourseNode, body: TCourseNodeMove) => void;
};

function IconButton({
  label,
  disabled,
  onClick,
  color,
  children,
  data,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  color?: string;
  children: ReactNode;
  data?: string;
}) {
  return (
    <Tooltip label={label} withinPortal openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        data-move={data}
        size="lg"
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The course tree as an indented list; every node has buttons (all reachable with Tab) to edit, delete, move up
 * or down among its siblings, indent into the previous folder or chapter, and outdent. After a move the focus
 * stays on the same button of the moved node, so that it can be pressed again.
 */
export function CourseTreeEditor({ nodes, editable, busy, onAdd, onEdit, onDelete, onMove }: TProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ id: string; direction: TMoveDirection } | null>(null);
  const rows = flattenTree(nodes);
  const [dragged, setDragged] = useState<TCourseNode | null>(null);
  const [over, setOver] = useState<string | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || !listRef.current || busy) return;
    const button = listRef.current.querySelector<HTMLButtonElement>(
      `[data-node="${target.id}"] [data-move="${target.direction}"]`,
    );
    if (button && !button.disabled) button.focus();
    else listRef.current.querySelector<HTMLButtonElement>(`[data-node="${target.id}"] button:not(:disabled)`)?.focus();
    refocus.current = null;
  }, [busy]);

  const move = (node: TCourseNode, direction: TMoveDirection) => {
    const body = moveBody(nodes, node, direction);
    if (!body) return;
    refocus.current = { id: node.id, direction };
    onMove(node, body);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('courseEditor.tree.title')}
        </Title>
        {editable && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAdd(null)}>
            {t('courseEditor.tree.add')}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('courseEditor.tree.empty')}</Text>
      ) : (
        <PlainList ref={listRef} gap={4} aria-label={t('courseEditor.tree.label')} aria-busy={busy}>
          {rows.map(({ node, depth }) => {
            const title = node.title;
            const target = indentTarget(nodes, node);
            return (
              <Paper
                component="li"
                key={node.id}
                data-node={node.id}
                withBorder
                radius="sm"
                p="xs"
                ml={{ base: depth * 12, sm: depth * 28 }}
                aria-level={depth + 1}
                // Drag and drop with the mouse: a row dropped on another takes its place.
                draggable={editable && !busy}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(node);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onDragOver={(event) => {
                  if (!dragged || !dropBody(nodes, dragged, node)) return;
                  event.preventDefault();
                  setOver(node.id);
                }}
                onDragLeave={() => setOver((current) => (current === node.id ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  const body = dragged ? dropBody(nodes, dragged, node) : null;
                  if (dragged && body) onMove(dragged, body);
                  setDragged(null);
                  setOver(null);
                }}
                style={{
                  cursor: editable ? 'grab' : undefined,
                  borderTop: over === node.id ? '3px solid var(--mantine-color-blue-6)' : undefined,
                  opacity: dragged?.id === node.id ? 0.5 : undefined,
                }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge variant={isGroup(node) ? 'filled' : 'light'} size="sm">
                      {courseNodeTypeLabels[node.type]}
                    </Badge>
                    <Text fw={isGroup(node) ? 600 : 400} truncate>
                      {title}
                    </Text>
                    {node.freePreview && (
                      <Badge color="teal" variant="outline" size="sm">
                        {t('courseEditor.tree.freePreview')}
                      </Badge>
                    )}
                  </Group>
                  {editable && (
                    <Group gap={0} wrap="nowrap">
                      <IconButton
                        label={t('courseEditor.tree.up', { title })}
                        disabled={busy || !moveBody(nodes, node, 'up')}
                        onClick={() => move(node, 'up')}
                        data="up"
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </IconButton>
                      <IconButton
                        label={t('courseEditor.tree.down', { title })}
                        disabled={busy || !moveBody(nodes, node, 'down')}
                        onClick={() => move(node, 'down')}
                        data="down"
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </IconButton>
                      <IconButton
                        label={
                          target
                            ? t('courseEditor.tree.indent', { title, parent: target.title })
                            : t('courseEditor.tree.indentNone', { title })
                        }
                        disabled={busy || !target}
                        onClick={() => move(node, 'indent')}
                        data="indent"
                      >
                        <IconArrowBarToRight size={18} aria-hidden />
                      </IconButton>
                      <IconButton
                        label={t('courseEditor.tree.outdent', { title })}
                        disabled={busy || !node.parentId}
                        onClick={() => move(node, 'outdent')}
                        data="outdent"
                      >
                        <IconArrowBarToLeft size={18} aria-hidden />
                      </IconButton>
                      {isGroup(node) && (
                        <IconButton
                          label={t('courseEditor.tree.addInside', { title })}
                          disabled={busy}
                          onClick={() => onAdd(node.id)}
                        >
                          <IconPlus size={18} aria-hidden />
                        </IconButton>
                      )}
                      <IconButton label={t('courseEditor.tree.edit', { title })} onClick={() => onEdit(node)}>
                        <IconPencil size={18} aria-hidden />
                      </IconButton>
                      <IconButton
                        label={t('courseEditor.tree.delete', { title })}
                        color="red"
                        disabled={busy}
                        onClick={() => onDelete(node)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </IconButton>
                    </Group>
                  )}
                </Group>
              </Paper>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
