import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TRichContentProps } from './RichContent';

const RichContentModule = lazy(() => import('./RichContent').then((module) => ({ default: module.RichContent })));

function RichContentFallback() {
  return (
    <Stack gap={6} aria-hidden>
      <Skeleton height={12} radius="sm" />
      <Skeleton height={12} radius="sm" width="80%" />
    </Stack>
  );
}

/** The rich renderer with KaTeX, loaded on first use so that pages without rich content skip it. */
export function RichContent(props: TRichContentProps) {
  return (
    <Suspense fallback={<RichContentFallback />}>
      <RichContentModule {...props} />
    </Suspense>
  );
}
