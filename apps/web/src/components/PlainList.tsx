import { Stack, type StackProps } from '@mantine/core';

/** A list (`ul`) laid out as a stack, without bullets or the browser's indent: for lists of cards and rows. */
export function PlainList({ style, ...stack }: Omit<StackProps, 'component' | 'p' | 'm'>) {
  return <Stack component="ul" p={0} m={0} style={{ listStyle: 'none', ...(style as object) }} {...stack} />;
}
