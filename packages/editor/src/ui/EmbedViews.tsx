import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import type { THomeworkOption, TLoadHomework } from './types';

/** Titles already loaded, per loader (each app has one), so moving an embed does not fetch again. */
const titleCache = new WeakMap<TLoadHomework, Map<string, Promise<THomeworkOption>>>();

function loadOnce(load: TLoadHomework, id: string): Promise<THomeworkOption> {
  let byId = titleCache.get(load);
  if (!byId) {
    byId = new Map();
    titleCache.set(load, byId);
  }
  let pending = byId.get(id);
  if (!pending) {
    pending = load(id);
    byId.set(id, pending);
    pending.catch(() => byId.delete(id));
  }
  return pending;
}

type TTitle = { state: 'loading' } | { state: 'ready'; title: string } | { state: 'missing' };

/**
 * An embedded task while editing: the stored node is only `data-homework-id`, so the view names the task
 * (loaded through `loadHomework`) or says it cannot be shown; the reading side renders the task itself.
 */
export function HomeworkEmbedView({ node, selected }: ReactNodeViewProps) {
  const { callbacks } = useEditorUi();
  const id = typeof node.attrs.homeworkId === 'string' ? node.attrs.homeworkId : '';
  const [title, setTitle] = useState<TTitle>({ state: 'loading' });

  useEffect(() => {
    const load = callbacks.loadHomework;
    if (!load || !id) {
      setTitle({ state: 'missing' });
      return;
    }
    let current = true;
    setTitle({ state: 'loading' });
    loadOnce(load, id)
      .then((homework) => current && setTitle({ state: 'ready', title: homework.title }))
      .catch(() => current && setTitle({ state: 'missing' }));
    return () => {
      current = false;
    };
  }, [callbacks.loadHomework, id]);

  return (
    <EmbedBox type="homework-embed" selected={selected} label={uiMessages.homeworkEmbedLabel}>
      {title.state === 'ready'
        ? title.title
        : title.state === 'loading'
          ? uiMessages.homeworkEmbedLoading
          : uiMessages.homeworkEmbedMissing}
    </EmbedBox>
  );
}

/**
 * An interactive exercise while editing: the game by its name (`label`, stored when it was picked), or its id for a
 * node without one; the app plays it on the reading side.
 */
export function InteractiveHomeworkView({ node, selected }: ReactNodeViewProps) {
  return (
    <EmbedBox type="interactive-homework" selected={selected} label={uiMessages.interactiveHomeworkLabel}>
      {String(node.attrs.label ?? node.attrs.value ?? '')}
    </EmbedBox>
  );
}

/** The labelled, draggable box an embed is drawn as while editing. */
function EmbedBox({
  type,
  selected,
  label,
  children,
}: {
  type: string;
  selected: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <NodeViewWrapper
      as="div"
      className="zadania-embed"
      data-type={type}
      data-selected={selected || undefined}
      contentEditable={false}
      draggable
      data-drag-handle
    >
      <span className="zadania-embed-label">{label}</span>
      <span className="zadania-embed-title">{children}</span>
    </NodeViewWrapper>
  );
}
