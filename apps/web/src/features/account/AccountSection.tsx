import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One framed part of an account page, named by its heading. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'xl' }} radius="md" aria-label={title}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
