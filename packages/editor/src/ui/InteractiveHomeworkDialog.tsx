import type { TEditorDialogProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';
import { EmbedPickerDialog } from './EmbedPickerDialog';
import { uiMessages } from './messages';
import type { TGameOption } from './types';

/** The name a game is listed by: its own, with its type after it. */
const nameOf = (game: TGameOption) => {
  const type = uiMessages.gameTypes[game.type];
  return type ? `${game.name} (${type})` : game.name;
};

/**
 * Picks an interactive exercise through `searchGames` and embeds it (ADMIN only): the node stores the game's id as
 * `value` and its name as `label`.
 */
export function InteractiveHomeworkDialog({ editor, opened, onClose }: TEditorDialogProps) {
  const { callbacks } = useEditorUi();
  return (
    <EmbedPickerDialog<TGameOption>
      opened={opened}
      onClose={onClose}
      title={uiMessages.interactiveHomeworkLabel}
      searchLabel={uiMessages.gameSearch}
      search={callbacks.searchGames}
      nameOf={nameOf}
      chooseMessage={uiMessages.gameRequired}
      testId="chosen-game"
      onInsert={(game) => editor.chain().focus().insertInteractiveHomework({ value: game.id, label: game.name }).run()}
    />
  );
}
