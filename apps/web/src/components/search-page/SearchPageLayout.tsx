import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';

type TSearchPageLayoutProps = {
  /** The heading, also the document title. */
  title: string;
  intro: string;
  /** Links or buttons next to the heading (e.g. to the viewer's own items). */
  actions?: ReactNode;
  /** The filters and the `SearchResults`. */
  children: ReactNode;
};

/** A search page: heading with an intro (and actions), then the filters and results. */
export function SearchPageLayout({ title, intro, actions, children }: TSearchPageLayoutProps) {
  useDocumentTitle(title);
  const heading = (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      {actions === undefined ? (
        heading
      ) : (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          {heading}
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
}
