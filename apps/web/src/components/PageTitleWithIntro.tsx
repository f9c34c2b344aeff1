import { Stack, type StackProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's h1 with a short dimmed introduction under it; the page puts its actions beside it. */
export function PageTitleWithIntro({
  title,
  intro,
  gap = 4,
}: {
  title: string;
  intro: ReactNode;
  gap?: StackProps['gap'];
}) {
  return (
    <Stack gap={gap}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}
