import { Anchor, Badge, Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cataloguePl } from './catalogue.pl';
import { formatCount } from './number-format';

/** A card of a catalogue grid (concepts, homework types): the name linking to its page, what `children` add under it, the number of tasks. */
export function CatalogueEntryCard({
  to,
  name,
  taskCount,
  gap,
  children,
}: {
  to: string;
  name: string;
  taskCount: number;
  gap: number;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={gap} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          {children}
        </Stack>
        <Badge variant="light" radius="sm" style={{ flex: 'none' }}>
          {formatCount(taskCount, cataloguePl.tasksCount)}
        </Badge>
      </Group>
    </Card>
  );
}
