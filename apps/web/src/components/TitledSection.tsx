import { Card, type CardProps, Stack, type StackProps, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

type TTitledSectionProps = Omit<StackProps, 'id' | 'title' | 'component'> & {
  /** The heading's id: the section is labelled by it (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** The heading's look; it is an h2 whatever its size. */
  titleSize?: TitleProps['size'];
  children: ReactNode;
};

/** A section of a page named by its h2 heading (read out as the section's name), the content below it. */
export function TitledSection({ id, title, titleSize, gap = 'sm', children, ...stack }: TTitledSectionProps) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={id} {...stack}>
      <Title order={2} size={titleSize} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A TitledSection in a bordered card. */
export function TitledCard({
  id,
  title,
  titleSize,
  gap = 'sm',
  padding = 'md',
  children,
}: Pick<TTitledSectionProps, 'id' | 'title' | 'titleSize' | 'gap' | 'children'> & { padding?: CardProps['padding'] }) {
  return (
    <Card withBorder radius="md" padding={padding} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={2} size={titleSize} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
