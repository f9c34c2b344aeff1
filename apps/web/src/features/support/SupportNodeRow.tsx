import { ActionIcon, Anchor, Badge, Card, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSupportTreeNode } from './support-tree';
import './support.pl';

/** One help node in the admin list, indented by depth: its link, state, and move, edit and delete buttons. */
export function SupportNodeRow({
  node,
  index,
  siblingCount,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  node: TSupportTreeNode;
  /** The node's place among its siblings. */
  index: number;
  siblingCount: number;
  moving: boolean;
  onMove: (position: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder padding="xs" radius="sm" ml={node.depth * 24}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/help/${node.slug}`} truncate>
            {node.title}
          </Anchor>
          <Badge size="xs" variant="light" color={node.published ? 'green' : 'gray'}>
            {node.published ? t('support.admin.published') : t('support.admin.draft')}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('support.admin.moveUp', { title: node.title })}
            disabled={index <= 0 || moving}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('support.admin.moveDown', { title: node.title })}
            disabled={index >= siblingCount - 1 || moving}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('support.admin.editLabel', { title: node.title })}
            onClick={onEdit}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('support.admin.deleteLabel', { title: node.title })}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
