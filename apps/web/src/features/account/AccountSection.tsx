import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One framed part of an account page, named by its heading. */
export function AccountSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Paper component="section" id={id} withBorder p={{ base: 'md', xs: 'xl' }} radius="md" aria-label={title}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
