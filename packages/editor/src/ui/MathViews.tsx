import { Box, Text, Textarea, Tooltip } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { BROKEN_REFERENCE } from '../constants';
import { getNumbering } from '../extensions/Numbering';
import type { TNumbering } from '../numbering';
import { setKatexHtml } from './katex-shadow';
import { TOOLTIP_CLOSE_DELAY, TOOLTIP_OPEN_DELAY } from './ToolButton';
import { renderTex, texError } from './tex';

/**
 * KaTeX output (in a shadow root), or the source in red with the parse error as tooltip. Memoized: a
 * formula is rendered (and checked) again only when its source changes, not when its node view re-renders.
 */
export const TexPreview = memo(function TexPreview({ latex, display }: { latex: string; display: boolean }) {
  const error = useMemo(() => texError(latex, display), [latex, display]);
  const html = useMemo(() => (error ? '' : renderTex(latex, display)), [latex, display, error]);
  if (error) {
    return (
      <Tooltip label={error} openDelay={TOOLTIP_OPEN_DELAY} closeDelay={TOOLTIP_CLOSE_DELAY} multiline maw={400}>
        <span className="zadania-math-error" title={error} style={{ color: 'var(--mantine-color-red-6)' }}>
          {latex}
        </span>
      </Tooltip>
    );
  }
  return <KatexHost html={html} />;
});

/**
 * KaTeX HTML (trust off: no links, no ids, no HTML) in the shadow root of this span, out of the way of the
 * browser's editing code (see katex-shadow.ts). Set before paint, like dangerouslySetInnerHTML was.
 */
function KatexHost({ html }: { html: string }) {
  const host = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (host.current) setKatexHtml(host.current, html);
  }, [html]);
  return <span className="zadania-math-render" ref={host} />;
}

/** Labels by position of one numbering (the first entry at a position wins, as in getNumberingLabel). */
const labelsByNumbering = new WeakMap<TNumbering, Map<number, string>>();

function numberingLabelAt(state: EditorState, pos: number): string | null {
  const numbering = getNumbering(state);
  let labels = labelsByNumbering.get(numbering);
  if (!labels) {
    labels = new Map();
    for (const entry of numbering.entries) {
      if (entry.pos !== undefined && !labels.has(entry.pos)) labels.set(entry.pos, entry.label);
    }
    labelsByNumbering.set(numbering, labels);
  }
  return labels.get(pos) ?? null;
}

/**
 * One 'transaction' listener per editor for all numbered node views (a document may hold hundreds of
 * formulas: a listener and a store per view made every keystroke call each of them).
 */
const transactionListeners = new WeakMap<Editor, Set<() => void>>();

function subscribeToTransactions(editor: Editor, listener: () => void): () => void {
  let listeners = transactionListeners.get(editor);
  if (!listeners) {
    const set = new Set<() => void>();
    // Labels and positions change only with the document.
    editor.on('transaction', ({ transaction }) => {
      if (!transaction.docChanged) return;
      for (const each of set) each();
    });
    transactionListeners.set(editor, set);
    listeners = set;
  }
  const current = listeners;
  current.add(listener);
  return () => {
    current.delete(listener);
  };
}

/**
 * The Numbering plugin's current label of the node at `getPos()`. Node views are not re-rendered when
 * only decorations change, so this follows the editor's transactions instead (only while `enabled`:
 * inline and unnumbered formulas do not listen at all).
 */
function useNumberingLabel(editor: Editor, getPos: () => number | undefined, enabled: boolean): string | null {
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? subscribeToTransactions(editor, listener) : () => {}),
    [editor, enabled],
  );
  const getSnapshot = () => {
    if (!enabled || editor.isDestroyed) return null;
    const pos = getPos();
    return typeof pos === 'number' ? numberingLabelAt(editor.state, pos) : null;
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

function setAttribute(props: ReactNodeViewProps, name: string, value: unknown, addToHistory = true) {
  const pos = props.getPos();
  if (typeof pos !== 'number') return;
  // An attribute step keeps a node selection (setNodeMarkup would replace the atom and lose it).
  const tr = props.editor.state.tr.setNodeAttribute(pos, name, value);
  if (!addToHistory) tr.setMeta('addToHistory', false);
  props.editor.view.dispatch(tr);
}

/**
 * Inline and display math: rendered KaTeX that opens a TeX editor (textarea with a live preview) on
 * double-click or when created (openOnCreate); Escape or deselecting closes it; an emptied formula is
 * removed when closed.
 */
export function MathNodeView(props: ReactNodeViewProps) {
  const { node, selected, editor, getPos } = props;
  const display = node.type.name === 'mathDisplay';
  const latex = String(node.attrs.latex ?? '');
  const [editing, setEditing] = useState(() => !!node.attrs.openOnCreate && editor.isEditable);
  const wasSelected = useRef(selected);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // A freshly created formula: select it (so that deselecting closes it) and forget the flag.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on creation
  useEffect(() => {
    if (!node.attrs.openOnCreate) return;
    const pos = getPos();
    if (typeof pos !== 'number') return;
    queueMicrotask(() => {
      if (editor.isDestroyed) return;
      const tr = editor.state.tr.setNodeAttribute(pos, 'openOnCreate', false).setMeta('addToHistory', false);
      editor.view.dispatch(tr);
      editor.commands.setNodeSelection(pos);
      wasSelected.current = true;
    });
  }, []);

  useEffect(() => {
    if (editing) textarea.current?.focus();
  }, [editing]);

  const close = (moveCursorAfter: boolean) => {
    setEditing(false);
    const pos = getPos();
    if (typeof pos !== 'number' || editor.isDestroyed) return;
    // The document's formula, not this render's: Escape right after typing may come before React re-renders.
    const current = String(editor.state.doc.nodeAt(pos)?.attrs.latex ?? latex);
    if (!current.trim()) {
      editor
        .chain()
        .deleteRange({ from: pos, to: pos + node.nodeSize })
        .run();
      return;
    }
    if (moveCursorAfter)
      editor
        .chain()
        .focus()
        .setTextSelection(pos + node.nodeSize)
        .run();
  };

  useEffect(() => {
    if (wasSelected.current && !selected && editing) close(false);
    wasSelected.current = selected;
  });

  const numbered = display && node.attrs.numbered !== false;
  const label = useNumberingLabel(editor, getPos, numbered);

  const rendered = latex.trim() ? (
    <TexPreview latex={latex} display={display} />
  ) : (
    <Text span c="dimmed" size="sm">
      {display ? 'Pusty wzór' : '∅'}
    </Text>
  );

  return (
    <NodeViewWrapper
      as={display ? 'div' : 'span'}
      className={display ? 'zadania-math-display' : 'zadania-math-inline'}
      data-editing={editing || undefined}
      data-selected={selected || undefined}
      onDoubleClick={() => editor.isEditable && setEditing(true)}
      style={display ? { position: 'relative', textAlign: 'center', padding: '4px 3em' } : undefined}
    >
      {editing ? (
        <Box
          component={display ? 'div' : 'span'}
          className="zadania-math-editor"
          style={{ display: display ? 'block' : 'inline-block', verticalAlign: 'top', textAlign: 'left' }}
          contentEditable={false}
        >
          <Textarea
            ref={textarea}
            aria-label={display ? 'Kod TeX wzoru wyświetlanego' : 'Kod TeX wzoru'}
            value={latex}
            autosize
            minRows={display ? 2 : 1}
            w={display ? '100%' : 320}
            styles={{ input: { fontFamily: 'monospace' } }}
            onChange={(event) => setAttribute(props, 'latex', event.currentTarget.value)}
            // Escape leaves the formula only: a Mantine dialog the editor sits in (a course's article) stays open.
            data-mantine-stop-propagation="true"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
          />
          <Box data-testid="math-preview" mt={4} style={{ minHeight: 20 }}>
            {latex.trim() ? <TexPreview latex={latex} display={display} /> : null}
            {latex.trim() && texError(latex, display) ? (
              <Text size="xs" c="red" data-testid="math-preview-error">
                {texError(latex, display)}
              </Text>
            ) : null}
          </Box>
        </Box>
      ) : (
        rendered
      )}
      {label ? (
        <span
          className="zadania-math-number"
          style={{ position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)' }}
        >
          {label}
        </span>
      ) : null}
    </NodeViewWrapper>
  );
}

/** A reference to a display equation, showing its current number or '(?)'. */
export function EquationRefView({ editor, getPos, node }: ReactNodeViewProps) {
  const label = useNumberingLabel(editor, getPos, true);
  return (
    <NodeViewWrapper as="span" className="zadania-equation-ref" data-target-id={node.attrs.targetId}>
      {label ?? BROKEN_REFERENCE}
    </NodeViewWrapper>
  );
}
