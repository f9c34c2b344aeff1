import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TEditorWithCallbacksProps } from './EditorWithCallbacks';

const EditorModule = lazy(() =>
  import('./EditorWithCallbacks').then((module) => ({ default: module.EditorWithCallbacks })),
);

/** Toolbar plus writing area, as tall as the editor will be. */
const TOOLBAR_HEIGHT = 44;

export function EditorSkeleton({ height = 350 }: { height?: number }) {
  return (
    <Skeleton
      height={height + TOOLBAR_HEIGHT}
      radius="sm"
      data-testid="editor-skeleton"
      aria-label="Ładowanie edytora"
      role="progressbar"
    />
  );
}

export type TRichTextEditorProps = TEditorWithCallbacksProps;

/**
 * The rich-text editor, loaded on first use so that pages which only read content never load TipTap;
 * a skeleton of the editor's height stands in while it loads.
 */
export function RichTextEditor(props: TRichTextEditorProps) {
  const height = props.variant === 'chat' ? Math.min(props.height ?? 500, 500) : (props.height ?? 350);
  return (
    <Suspense fallback={<EditorSkeleton height={height} />}>
      <EditorModule {...props} />
    </Suspense>
  );
}
