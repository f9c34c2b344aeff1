import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card of the account forms (login, register, password). */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} px={0} py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
