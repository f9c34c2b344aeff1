import { InputWrapperContext, Skeleton } from '@mantine/core';
import { lazy, Suspense, use } from 'react';
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
 * What the Mantine field wrapper around the editor (`Input.Wrapper`) says of its input: described by its error and
 * hint, and invalid while its error (Mantine's `…-error` id) is shown. An editor's own props say otherwise.
 */
function useWrapperFieldState(): Pick<TRichTextEditorProps, 'aria-invalid' | 'aria-describedby'> {
  const ids = use(InputWrapperContext).describedBy?.split(/\s+/).filter(Boolean) ?? [];
  if (ids.length === 0) return {};
  return { 'aria-describedby': ids.join(' '), 'aria-invalid': ids.some((id) => id.endsWith('-error')) };
}

/**
 * The rich-text editor, loaded on first use so that pages which only read content never load TipTap;
 * a skeleton of the editor's height stands in while it loads.
 */
export function RichTextEditor(props: TRichTextEditorProps) {
  const field = useWrapperFieldState();
  const height = props.variant === 'chat' ? Math.min(props.height ?? 500, 500) : (props.height ?? 350);
  return (
    <Suspense fallback={<EditorSkeleton height={height} />}>
      <EditorModule {...field} {...props} />
    </Suspense>
  );
}
