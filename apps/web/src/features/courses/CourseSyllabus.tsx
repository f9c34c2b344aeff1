import { Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBookmark,
  IconCategory,
  IconCertificate,
  IconCircleCheck,
  IconFileText,
  IconFolder,
  IconListCheck,
  IconListNumbers,
  IconLock,
  IconPencil,
  IconVideo,
} from '@tabler/icons-react';
import type { TCourseNode, TCourseNodeType } from '@zadania/shared';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildCourseTree, isGroupNode, learnPath, type TCourseTreeNode } from './course-tree';
import './courses.pl';

const typeIcons: Record<TCourseNodeType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  FOLDER: IconFolder,
  CHAPTER: IconBookmark,
  ARTICLE: IconFileText,
  VIDEO: IconVideo,
  HOMEWORK: IconPencil,
  HOMEWORKS_LIST: IconListNumbers,
  HOMEWORK_TYPE: IconCategory,
  EXAM: IconCertificate,
  QUIZ: IconListCheck,
};

/** The icon of a node's type, with the type's name for screen readers. */
export function NodeTypeIcon({ type }: { type: TCourseNodeType }) {
  const { t } = useTranslation();
  const Icon = typeIcons[type];
  return (
    <Box component="span" title={t(`courses.nodeTypes.${type}`)} style={{ display: 'inline-flex', flexShrink: 0 }}>
      <Icon size={18} aria-hidden />
      <VisuallyHidden component="span">{t(`courses.nodeTypes.${type}`)}: </VisuallyHidden>
    </Box>
  );
}

function NodeMarks({ node, free }: { node: TCourseNode; free?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {node.freePreview && (
        <Badge size="xs" variant="light" color="teal" tt="none">
          {t('courses.freePreview')}
        </Badge>
      )}
      {node.locked && (
        <Box component="span" c="dimmed" style={{ display: 'inline-flex' }} data-testid="node-locked">
          <IconLock size={16} aria-hidden />
          <VisuallyHidden component="span">{t(free ? 'courses.lockedNodeFree' : 'courses.lockedNode')}</VisuallyHidden>
        </Box>
      )}
      {node.done && (
        <Box component="span" c="teal" style={{ display: 'inline-flex' }} data-testid="node-done">
          <IconCircleCheck size={16} aria-hidden />
          <VisuallyHidden component="span">{t('courses.doneNode')}</VisuallyHidden>
        </Box>
      )}
    </Group>
  );
}

type TSyllabusProps = {
  slug: string;
  nodes: readonly TCourseNode[];
  /** The node the player shows (marked as the current page). */
  currentId?: string;
  /** Called after a node link is followed (closes the drawer on phones). */
  onNavigate?: () => void;
  /** A free course: a locked element opens once the student joins, not after a purchase. */
  free?: boolean;
};

/** The course tree: chapters and folders with their elements, type icons, locks, previews and done marks. */
export function CourseSyllabus({ slug, nodes, currentId, onNavigate, free }: TSyllabusProps) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildCourseTree(nodes), [nodes]);
  if (tree.length === 0) return <Text c="dimmed">{t('courses.syllabusEmpty')}</Text>;
  return (
    <NodeList
      nodes={tree}
      slug={slug}
      currentId={currentId}
      onNavigate={onNavigate}
      free={free}
      label={t('courses.syllabus')}
    />
  );
}

function NodeList({
  nodes,
  label,
  ...rest
}: { nodes: TCourseTreeNode[]; label?: string } & Omit<TSyllabusProps, 'nodes'>) {
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {nodes.map((node) => (
        <Box component="li" key={node.id} data-testid="syllabus-node">
          <NodeRow node={node} {...rest} />
          {node.children.length > 0 && (
            <Box pl="md" style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }} ml={8}>
              <NodeList nodes={node.children} {...rest} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

function NodeRow({
  node,
  slug,
  currentId,
  onNavigate,
  free,
}: { node: TCourseTreeNode } & Omit<TSyllabusProps, 'nodes'>) {
  const current = node.id === currentId;
  const inner = (
    <Group gap={8} wrap="nowrap" py={6} px={6} justify="space-between">
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <NodeTypeIcon type={node.type} />
        <Text
          size="sm"
          fw={isGroupNode(node) || current ? 700 : 400}
          c={node.locked ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {node.title}
        </Text>
      </Group>
      <NodeMarks node={node} free={free} />
    </Group>
  );
  return (
    <UnstyledButton
      component={Link}
      to={learnPath(slug, node.id)}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      display="block"
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: current ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      {inner}
    </UnstyledButton>
  );
}
