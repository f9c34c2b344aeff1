import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import { SearchPicker } from './SearchPicker';
import type { THomeworkOption } from './types';

/** Picks a task through `searchHomeworks` and embeds it (the embed stores only the task's id). */
export function HomeworkEmbedDialog({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const { callbacks } = useEditorUi();
  const [chosen, setChosen] = useState<THomeworkOption | null>(null);

  return (
    <Modal opened={opened} onClose={onClose} title="Zadanie" centered>
      <Stack gap="sm">
        <SearchPicker
          label="Szukaj zadania"
          search={callbacks.searchHomeworks}
          nameOf={(homework) => homework.title || homework.slug}
          value={chosen}
          onChange={setChosen}
          chooseMessage={uiMessages.homeworkRequired}
          testId="chosen-homework"
          maxHeight={240}
          autoFocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Anuluj
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (chosen && editor.chain().focus().insertHomeworkEmbed({ homeworkId: chosen.id }).run()) onClose();
            }}
          >
            Dodaj
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
