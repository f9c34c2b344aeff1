import { Menu } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { copyText } from './copy-text';
import { useEditorUi } from './EditorUiContext';

export type TContextMenuState = { x: number; y: number; pos: number | null } | null;

/** The nearest node with an `id` around a document position (heading, figure, equation, panel…). */
export function idAround(editor: Editor, pos: number | null): string | null {
  if (pos === null) return null;
  const $pos = editor.state.doc.resolve(Math.min(pos, editor.state.doc.content.size));
  const after = $pos.nodeAfter;
  if (after?.attrs.id && typeof after.attrs.id === 'string' && after.isBlock) return after.attrs.id;
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const id = $pos.node(depth).attrs.id;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}

function panelIdAround(editor: Editor, pos: number | null): string | null {
  if (pos === null) return null;
  const $pos = editor.state.doc.resolve(Math.min(pos, editor.state.doc.content.size));
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (node.type.name === 'mathPanel' && node.attrs.id) return String(node.attrs.id);
  }
  return null;
}

async function readClipboardText(): Promise<string> {
  try {
    return (await navigator.clipboard?.readText?.()) ?? '';
  } catch {
    return '';
  }
}

const menuName = 'Menu kontekstowe edytora';

/** Right-click menu: paste as text or HTML, copy a panel's id, copy a fragment, copy #id. */
export function EditorContextMenu({
  editor,
  state,
  onClose,
  onStartFragmentMode,
}: {
  editor: Editor;
  state: TContextMenuState;
  onClose: () => void;
  onStartFragmentMode: () => void;
}) {
  const { notify } = useEditorUi();
  const pos = state?.pos ?? null;
  const panelId = state ? panelIdAround(editor, pos) : null;
  const blockId = state ? idAround(editor, pos) : null;

  // Without a clipboard (an insecure context) or with reading refused, pasting does nothing.
  const pasteText = async () => {
    const text = await readClipboardText();
    if (text) editor.view.pasteText(text);
  };
  const pasteHtml = async () => {
    let html = '';
    try {
      const items = (await navigator.clipboard?.read?.()) ?? [];
      for (const item of items) {
        if (item.types.includes('text/html')) html = await (await item.getType('text/html')).text();
      }
    } catch {
      // Reading items refused or unsupported: fall back to the text.
    }
    if (!html) html = await readClipboardText();
    if (html) editor.view.pasteHTML(html);
  };

  return (
    <Menu opened={!!state} onChange={(opened) => !opened && onClose()} withinPortal position="bottom-start">
      <Menu.Target>
        {/* The dropdown is named after its target (aria-labelledby): the target's hidden text is the name. */}
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: state?.x ?? 0,
            top: state?.y ?? 0,
            width: 0,
            height: 0,
            overflow: 'hidden',
            pointerEvents: 'none',
          }}
        >
          {menuName}
        </div>
      </Menu.Target>
      <Menu.Dropdown aria-label={menuName}>
        {editor.isEditable ? (
          <>
            <Menu.Item onClick={pasteText}>Wklej jako tekst</Menu.Item>
            <Menu.Item onClick={pasteHtml}>Wklej jako HTML</Menu.Item>
          </>
        ) : null}
        {panelId ? <Menu.Item onClick={() => copyText(panelId, notify)}>Kopiuj ID panelu</Menu.Item> : null}
        <Menu.Item onClick={onStartFragmentMode}>Kopiuj fragment</Menu.Item>
        {blockId ? <Menu.Item onClick={() => copyText(`#${blockId}`, notify)}>Kopiuj #ID</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
