import { Card, Group, SimpleGrid, type SimpleGridProps, Skeleton, Stack } from '@mantine/core';

/** Stable keys for placeholders: they never reorder, so a fixed list is enough. */
const placeholderKeys = Array.from({ length: 12 }, (_, position) => `placeholder-${position}`);

/** Placeholder cards while a result list loads. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="md" aria-hidden data-testid="list-skeleton">
      {placeholderKeys.slice(0, count).map((key) => (
        <Card key={key} withBorder radius="md" padding="md">
          <Group justify="space-between" mb="sm">
            <Skeleton height={18} width="55%" radius="sm" />
            <Skeleton height={18} width={80} radius="xl" />
          </Group>
          <Skeleton height={12} radius="sm" mb={8} />
          <Skeleton height={12} radius="sm" width="85%" mb={8} />
          <Skeleton height={12} radius="sm" width="60%" mb="md" />
          <Group gap="xs">
            <Skeleton height={20} width={90} radius="sm" />
            <Skeleton height={20} width={70} radius="sm" />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** `count` placeholder rows `height` high, one under another, while a list loads. */
export function RowsSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {placeholderKeys.slice(0, count).map((key) => (
        <Skeleton key={key} height={height} />
      ))}
    </Stack>
  );
}

/** Placeholder tiles in a grid while a list of short items (concepts, types, exams) loads. */
export function GridSkeleton({
  count,
  height,
  cols,
  testId,
}: {
  count: number;
  height: number;
  cols: SimpleGridProps['cols'];
  testId?: string;
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" aria-hidden data-testid={testId}>
      {placeholderKeys.slice(0, count).map((key) => (
        <Skeleton key={key} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** One placeholder block of a page's outline. */
export type TSkeletonBlock = { height: number; width?: string; radius?: 'md' };

/**
 * A page's outline while it loads: placeholder blocks one under another. `busy` announces the loading to assistive
 * technology; otherwise the placeholders are hidden from it.
 */
export function OutlineSkeleton({
  blocks,
  testId,
  busy = false,
}: {
  blocks: readonly TSkeletonBlock[];
  testId: string;
  busy?: boolean;
}) {
  return (
    <Stack gap="md" {...(busy ? { 'aria-busy': true } : { 'aria-hidden': true })} data-testid={testId}>
      {blocks.map((block, position) => (
        <Skeleton key={placeholderKeys[position]} {...block} />
      ))}
    </Stack>
  );
}
