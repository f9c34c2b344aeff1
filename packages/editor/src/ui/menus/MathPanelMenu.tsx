import { NativeSelect } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { MATH_PANEL_VARIANTS, type TMathPanelVariant } from '../../constants';
import { copyText } from '../copy-text';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { isInside } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.mathPanel;

/** Inside a math panel: its variant, the link with a concept, copying its id, remove. */
export function MathPanelMenu({ editor }: { editor: Editor }) {
  const { openDialog, notify, callbacks, admin } = useEditorUi();
  const panel = isInside(editor.state, 'mathPanel');
  const linked = !!panel?.node.attrs.import;
  const canLoad = !!callbacks.loadConcept && !!callbacks.searchConcepts;
  return (
    <FloatingMenu editor={editor} name="mathPanel" show={(state) => !!isInside(state, 'mathPanel')}>
      <NativeSelect
        size="xs"
        aria-label={labels.variant}
        value={String(panel?.node.attrs.variant ?? 'definition')}
        onChange={(event) => editor.commands.setMathPanelVariant(event.currentTarget.value as TMathPanelVariant)}
        data={Object.entries(MATH_PANEL_VARIANTS).map(([value, label]) => ({ value, label }))}
      />
      {linked ? (
        <ToolButton label={labels.unlink} onClick={() => editor.chain().focus().unlinkMathPanel().run()}>
          <IconUnlink size={16} aria-hidden />
        </ToolButton>
      ) : canLoad ? (
        <>
          <ToolButton label={labels.link} onClick={() => openDialog({ kind: 'panelConcept', mode: 'link' })}>
            <IconLink size={16} aria-hidden />
          </ToolButton>
          {/* Importing a concept outside books is ADMIN's (docs/product-spec.md section 6). */}
          {admin ? (
            <ToolButton label={labels.import} onClick={() => openDialog({ kind: 'panelConcept', mode: 'import' })}>
              <Glyph>⇩</Glyph>
            </ToolButton>
          ) : null}
        </>
      ) : null}
      {panel?.node.attrs.id ? (
        <ToolButton label={labels.copyId} onClick={() => copyText(String(panel.node.attrs.id), notify)}>
          <Glyph>#</Glyph>
        </ToolButton>
      ) : null}
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteNode('mathPanel').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
