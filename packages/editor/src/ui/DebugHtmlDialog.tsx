import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { copyText } from './copy-text';
import type { TEditorDialogProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';

/** Developer aid (the `debug` prop): the document's HTML as it is at opening, read-only, with a copy button. */
export function DebugHtmlDialog({ editor, opened, onClose }: TEditorDialogProps) {
  const { notify } = useEditorUi();
  const [html] = useState(() => editor.getHTML());
  return (
    <Modal opened={opened} onClose={onClose} title="HTML dokumentu" size="xl" centered>
      <Stack gap="sm">
        <Textarea
          aria-label="HTML dokumentu"
          value={html}
          readOnly
          rows={16}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => copyText(html, notify)}>
            Kopiuj
          </Button>
          <Button onClick={onClose}>Zamknij</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
