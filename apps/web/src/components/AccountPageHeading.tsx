import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of an account page: its title and, under it, a dimmed introduction when there is one. */
export function AccountPageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      )}
    </div>
  );
}
