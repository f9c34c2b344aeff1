import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useEffect, useState } from 'react';
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
    <NodeViewWrapper
      as="div"
      className="zadania-embed"
      data-type="homework-embed"
      data-selected={selected || undefined}
      contentEditable={false}
      draggable
      data-drag-handle
    >
      <span className="zadania-embed-label">{uiMessages.homeworkEmbedLabel}</span>
      <span className="zadania-embed-title">
        {title.state === 'ready'
          ? title.title
          : title.state === 'loading'
            ? uiMessages.homeworkEmbedLoading
            : uiMessages.homeworkEmbedMissing}
      </span>
    </NodeViewWrapper>
  );
}

/** An interactive exercise while editing: its kind by name (the app runs it on the reading side). */
export function InteractiveHomeworkView({ node, selected }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper
      as="div"
      className="zadania-embed"
      data-type="interactive-homework"
      data-selected={selected || undefined}
      contentEditable={false}
      draggable
      data-drag-handle
    >
      <span className="zadania-embed-label">{uiMessages.interactiveHomeworkLabel}</span>
      <span className="zadania-embed-title">{String(node.attrs.label ?? node.attrs.value ?? '')}</span>
    </NodeViewWrapper>
  );
}
