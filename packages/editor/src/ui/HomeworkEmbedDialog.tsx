import type { TEditorDialogProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';
import { EmbedPickerDialog } from './EmbedPickerDialog';
import { uiMessages } from './messages';
import type { THomeworkOption } from './types';

/** Picks a task through `searchHomeworks` and embeds it (the embed stores only the task's id). */
export function HomeworkEmbedDialog({ editor, opened, onClose }: TEditorDialogProps) {
  const { callbacks } = useEditorUi();
  return (
    <EmbedPickerDialog<THomeworkOption>
      opened={opened}
      onClose={onClose}
      title="Zadanie"
      searchLabel="Szukaj zadania"
      search={callbacks.searchHomeworks}
      nameOf={(homework) => homework.title || homework.slug}
      chooseMessage={uiMessages.homeworkRequired}
      testId="chosen-homework"
      onInsert={(homework) => editor.chain().focus().insertHomeworkEmbed({ homeworkId: homework.id }).run()}
    />
  );
}
