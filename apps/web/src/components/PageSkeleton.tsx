import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while a result list loads. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="md" aria-hidden data-testid="list-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={index} withBorder radius="md" padding="md">
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
