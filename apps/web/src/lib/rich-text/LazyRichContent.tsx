import { Skeleton, Stack } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { TRichContentProps } from './RichContent';

let loadedRichContent: ComponentType<TRichContentProps> | undefined;
const loadRichContent = () =>
  import('./RichContent').then((module) => {
    loadedRichContent = module.RichContent;
    return { default: module.RichContent };
  });
const RichContentModule = lazy(loadRichContent);

/**
 * Loads the renderer before the first render that needs it. A page rendered on the server calls it before hydrating:
 * its rich text then hydrates with the rest of the page. Left to `lazy`, each text's boundary would wait for the chunk
 * and hydrate later on its own, and an update reaching it first (the list's data, the viewer) makes React throw the
 * server's HTML away and render the text again, which repaints it.
 */
export const preloadRichContent = (): Promise<void> => loadRichContent().then(() => undefined);

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
  // Chosen once per mount: a render after the chunk has loaded keeps the same component (and its state).
  const [Renderer] = useState<ComponentType<TRichContentProps>>(() => loadedRichContent ?? RichContentModule);
  return (
    <Suspense fallback={<RichContentFallback />}>
      <Renderer {...props} />
    </Suspense>
  );
}
