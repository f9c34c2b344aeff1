import { Box, Text } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/core';
import { useEditor, useEditorState } from '@tiptap/react';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MathConceptDialog, MathConceptFragmentDialog, PanelConceptDialog } from './ConceptDialogs';
import { EditorContextMenu, type TContextMenuState } from './ContextMenu';
import { DebugHtmlDialog } from './DebugHtmlDialog';
import { EditorUiContext, type TDialog, type TEditorUi } from './EditorUiContext';
import { createUiExtensions } from './extensions';
import { HomeworkEmbedDialog } from './HomeworkEmbedDialog';
import { InteractiveHomeworkDialog } from './InteractiveHomeworkDialog';
import { LinkDialog } from './LinkDialog';
import { ImageDialog, VideoDialog } from './MediaDialogs';
import { EditorMenus } from './Menus';
import { formatCharacterCount, uiMessages } from './messages';
import { CitationDialog, FootnoteDialog } from './NoteDialogs';
import { Toolbar } from './Toolbar';
import { resolveTools, variantToolNames } from './toolbar-config';
import type { TRichTextEditorProps } from './types';
import { useEditorCallbacks } from './use-editor-callbacks';

export const DEFAULT_EDITOR_HEIGHT = 350;
/** How long after the last change the HTML is reported through `onChange` (at once on blur). */
export const CHANGE_REPORT_DELAY_MS = 150;

/** 'used / limit znaków (N wyrazów)': counted in its own component, so typing re-renders only this line. */
function CharacterCounter({ editor, limit }: { editor: Editor; limit: number }) {
  const counts = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && !current.isDestroyed
        ? {
            characters: current.storage.characterCount?.characters() ?? 0,
            words: current.storage.characterCount?.words() ?? 0,
          }
        : { characters: 0, words: 0 },
  });
  return (
    <Text size="xs" c="dimmed" ta="right" px="xs" py={4} data-testid="character-count">
      {formatCharacterCount(counts?.characters ?? 0, counts?.words ?? 0, limit)}
    </Text>
  );
}
/** The writing area as a named multi-line text box, marked invalid and described as the form says. */
function textboxAttributes(
  props: Pick<TRichTextEditorProps, 'aria-label' | 'aria-invalid' | 'aria-describedby'>,
): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': props['aria-label'] ?? 'Edytor tekstu',
    ...(props['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {}),
  };
}

export const CHAT_MAX_HEIGHT = 500;
export const FULLSCREEN_MAX_WIDTH = 700;

/**
 * The platform's rich-text editor: a toolbar per variant, math node views, floating menus, dialogs,
 * a right-click menu, the character counter and fullscreen. Everything outside the editor (uploads,
 * book, user and concept searches, toasts) comes through callbacks.
 */
export function RichTextEditor(props: TRichTextEditorProps) {
  const {
    variant = 'full',
    demo,
    value = '',
    onChange,
    disabled = false,
    placeholder,
    characterLimit,
    height,
    admin,
    debug = false,
    onReady,
    notify,
    searchUsers,
  } = props;
  const callbacks = useEditorCallbacks(props);
  // Fails fast for a demo variant without a (known) demo name.
  variantToolNames(variant, demo);

  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [colorPickerOpened, setColorPickerOpened] = useState(false);
  const [contextMenu, setContextMenu] = useState<TContextMenuState>(null);
  const [fragmentMode, setFragmentMode] = useState(false);
  const [fragmentRect, setFragmentRect] = useState<CSSProperties | null>(null);
  const contentBox = useRef<HTMLDivElement>(null);

  const latest = useRef({ onChange, searchUsers, notify });
  latest.current = { onChange, searchUsers, notify };
  // Serializing a long document on every keystroke (and re-rendering the form around it) would cost
  // more than a frame: changes are reported once typing pauses, and at once when the editor loses focus.
  const lastEmitted = useRef(value);
  const emitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const emitChange = useRef((current: Editor) => {
    if (emitTimer.current) clearTimeout(emitTimer.current);
    emitTimer.current = null;
    if (current.isDestroyed || !mounted.current) return;
    const html = current.getHTML();
    // A transaction that left the HTML as it was (ids settling on load, a selection-only plugin) is no change.
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    latest.current.onChange?.(html);
  });
  const scheduleChange = (current: Editor) => {
    if (emitTimer.current) clearTimeout(emitTimer.current);
    emitTimer.current = setTimeout(() => emitChange.current(current), CHANGE_REPORT_DELAY_MS);
  };
  // An editor being replaced (a chat composer emptied by a new key) reports nothing more: its pending change or the
  // blur of its destruction would otherwise bring the sent text back into the form. A layout effect: its cleanup
  // runs before React removes the editor's DOM, and Chromium fires blur on the focused editor as it is removed.
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (emitTimer.current) clearTimeout(emitTimer.current);
      emitTimer.current = null;
    };
  }, []);

  const extensions = useMemo(
    () =>
      createUiExtensions({
        variant,
        placeholder,
        characterLimit,
        searchUsers: (query) => latest.current.searchUsers?.(query) ?? Promise.resolve([]),
        openLinkDialog: () => {
          setDialog({ kind: 'link' });
          return true;
        },
        openColorPicker: () => {
          setColorPickerOpened(true);
          return true;
        },
      }),
    [variant, placeholder, characterLimit],
  );

  const editor = useEditor(
    {
      extensions,
      content: value,
      editable: !disabled,
      shouldRerenderOnTransaction: false,
      onUpdate: ({ editor: current }) => scheduleChange(current),
      onBlur: ({ editor: current }) => {
        if (emitTimer.current) emitChange.current(current);
      },
      editorProps: {
        attributes: textboxAttributes(props),
        handleClickOn: (_view, _pos, node) => {
          if (node.type.name === 'mathPanel' && node.attrs.import) {
            latest.current.notify?.(uiMessages.linkedPanel, 'warning');
          }
          return false;
        },
      },
    },
    [extensions],
  );

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // A field refused or accepted again, a hint or an error shown: the writing area's attributes follow.
  const label = props['aria-label'];
  const invalid = props['aria-invalid'];
  const describedBy = props['aria-describedby'];
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes = textboxAttributes({
      'aria-label': label,
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
    });
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, label, invalid, describedBy]);

  useEffect(
    () => () => {
      // A change still waiting to be reported is reported before the editor goes away.
      if (emitTimer.current && editor) emitChange.current(editor);
    },
    [editor],
  );

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // The value this editor reported itself needs no comparison with the whole document.
    if (value === lastEmitted.current || emitTimer.current) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    // What the app holds now: a later edit back to the previous value is still a change.
    lastEmitted.current = value;
  }, [editor, value]);

  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  useEffect(() => {
    // Once per editor instance (a new one comes only with a new variant, placeholder or limit).
    if (editor) readyRef.current?.(editor);
  }, [editor]);

  // Escape leaves the copyable-fragment mode without selecting anything.
  useEffect(() => {
    if (!fragmentMode) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setFragmentMode(false);
      setFragmentRect(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [fragmentMode]);

  // One object while the callbacks stay the same: the toolbar, menus and dialogs read it from context.
  const ui = useMemo<TEditorUi>(
    () => ({
      callbacks,
      admin: !!admin,
      notify: (message, kind) => latest.current.notify?.(message, kind),
      openDialog: setDialog,
    }),
    [callbacks, admin],
  );

  // A destroyed editor (StrictMode's second mount, a new variant) has no schema even before its view is gone.
  if (!editor || editor.isDestroyed || !editor.schema) return null;

  const tools = resolveTools(variant, { demo, schema: editor.state.schema, callbacks, admin });
  const limit = characterLimit ?? (variant === 'review' ? 256 : null);
  const contentStyle: CSSProperties = fullscreen
    ? { flex: 1, overflowY: 'auto' }
    : variant === 'chat'
      ? { maxHeight: Math.min(height ?? CHAT_MAX_HEIGHT, CHAT_MAX_HEIGHT), overflowY: 'auto' }
      : { height: height ?? DEFAULT_EDITOR_HEIGHT, overflowY: 'auto' };
  const rootStyle: CSSProperties = fullscreen
    ? {
        position: 'fixed',
        inset: 0,
        zIndex: 200,
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--mantine-color-body)',
      }
    : {};

  const topBlock = (target: EventTarget | null): HTMLElement | null => {
    const root = editor.view.dom;
    let element = target instanceof HTMLElement ? target : null;
    while (element && element.parentElement !== root) element = element.parentElement;
    return element && element.parentElement === root ? element : null;
  };

  const endFragmentMode = () => {
    setFragmentMode(false);
    setFragmentRect(null);
  };

  const closeDialog = () => setDialog(null);

  return (
    <EditorUiContext.Provider value={ui}>
      <MantineRichTextEditor
        editor={editor}
        style={rootStyle}
        data-variant={variant}
        data-fullscreen={fullscreen || undefined}
        data-disabled={disabled || undefined}
        className="zadania-editor"
      >
        {!disabled && (tools.length > 0 || debug) ? (
          <Toolbar
            editor={editor}
            tools={tools}
            fullscreen={fullscreen}
            onToggleFullscreen={() => setFullscreen((current) => !current)}
            colorPickerOpened={colorPickerOpened}
            onColorPickerOpenedChange={setColorPickerOpened}
            admin={admin}
            debug={debug}
          />
        ) : null}
        <Box
          ref={contentBox}
          pos="relative"
          style={contentStyle}
          data-editor-scroll
          data-fragment-mode={fragmentMode || undefined}
          // Focus leaving anything inside the writing area (the document, or a formula's TeX field) reports
          // a change still waiting, so a button clicked right after typing sends the latest document.
          onBlur={() => {
            if (emitTimer.current) emitChange.current(editor);
          }}
          onContextMenu={(event) => {
            event.preventDefault();
            const pos = editor.view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
            setContextMenu({ x: event.clientX, y: event.clientY, pos });
          }}
          onMouseOver={(event) => {
            if (!fragmentMode || !contentBox.current) return;
            const block = topBlock(event.target);
            if (!block) return;
            const box = contentBox.current.getBoundingClientRect();
            const rect = block.getBoundingClientRect();
            setFragmentRect({
              top: rect.top - box.top + contentBox.current.scrollTop,
              left: rect.left - box.left,
              width: rect.width,
              height: rect.height,
            });
          }}
          onClickCapture={(event) => {
            if (!fragmentMode) return;
            event.preventDefault();
            event.stopPropagation();
            const block = topBlock(event.target);
            if (block) {
              const inside = editor.view.posAtDOM(block, 0);
              const $pos = editor.state.doc.resolve(Math.max(0, Math.min(inside, editor.state.doc.content.size)));
              const start = $pos.depth > 0 ? $pos.before(1) : inside;
              editor.chain().focus().setNodeSelection(start).run();
            }
            endFragmentMode();
          }}
        >
          <Box maw={fullscreen ? FULLSCREEN_MAX_WIDTH : undefined} mx={fullscreen ? 'auto' : undefined}>
            <MantineRichTextEditor.Content />
          </Box>
          {fragmentMode && fragmentRect ? (
            <Box
              data-testid="fragment-highlight"
              style={{
                position: 'absolute',
                pointerEvents: 'none',
                outline: '2px dashed var(--mantine-primary-color-filled)',
                borderRadius: 4,
                ...fragmentRect,
              }}
            />
          ) : null}
        </Box>
        {limit ? <CharacterCounter editor={editor} limit={limit} /> : null}
        {!disabled ? <EditorMenus editor={editor} /> : null}
        <EditorContextMenu
          editor={editor}
          state={contextMenu}
          onClose={() => setContextMenu(null)}
          onStartFragmentMode={() => {
            setContextMenu(null);
            setFragmentMode(true);
          }}
        />
        {dialog?.kind === 'link' ? <LinkDialog editor={editor} opened onClose={closeDialog} /> : null}
        {dialog?.kind === 'image' ? (
          <ImageDialog editor={editor} opened onClose={closeDialog} subfigure={dialog.subfigure} />
        ) : null}
        {dialog?.kind === 'video' ? <VideoDialog editor={editor} opened onClose={closeDialog} /> : null}
        {dialog?.kind === 'citation' ? (
          <CitationDialog editor={editor} opened onClose={closeDialog} pos={dialog.pos} NestedEditor={RichTextEditor} />
        ) : null}
        {dialog?.kind === 'footnote' ? (
          <FootnoteDialog editor={editor} opened onClose={closeDialog} pos={dialog.pos} NestedEditor={RichTextEditor} />
        ) : null}
        {dialog?.kind === 'mathConcept' ? <MathConceptDialog editor={editor} opened onClose={closeDialog} /> : null}
        {dialog?.kind === 'mathConceptFragment' ? (
          <MathConceptFragmentDialog editor={editor} opened onClose={closeDialog} />
        ) : null}
        {dialog?.kind === 'homeworkEmbed' ? <HomeworkEmbedDialog editor={editor} opened onClose={closeDialog} /> : null}
        {dialog?.kind === 'interactiveHomework' ? (
          <InteractiveHomeworkDialog editor={editor} opened onClose={closeDialog} />
        ) : null}
        {dialog?.kind === 'debugHtml' ? <DebugHtmlDialog editor={editor} opened onClose={closeDialog} /> : null}
        {dialog?.kind === 'panelConcept' ? (
          <PanelConceptDialog editor={editor} opened onClose={closeDialog} mode={dialog.mode} />
        ) : null}
      </MantineRichTextEditor>
    </EditorUiContext.Provider>
  );
}
