import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from './DialogActions';
import { SearchPicker } from './SearchPicker';

/**
 * A dialog that picks one thing through a search and embeds it: 'Dodaj' stays disabled until something is chosen,
 * and the dialog closes once `onInsert` has inserted it.
 */
export function EmbedPickerDialog<T extends { id: string }>({
  opened,
  onClose,
  title,
  searchLabel,
  search,
  nameOf,
  chooseMessage,
  testId,
  onInsert,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  searchLabel: string;
  search: ((query: string) => Promise<T[]>) | undefined;
  nameOf: (item: T) => string;
  chooseMessage: string;
  testId: string;
  /** Inserts the chosen item; false when the editor refused it (the dialog stays open). */
  onInsert: (item: T) => boolean;
}) {
  const [chosen, setChosen] = useState<T | null>(null);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <SearchPicker
          label={searchLabel}
          search={search}
          nameOf={nameOf}
          value={chosen}
          onChange={setChosen}
          chooseMessage={chooseMessage}
          testId={testId}
          maxHeight={240}
          autoFocus
        />
        <DialogActions
          onCancel={onClose}
          onConfirm={() => {
            if (chosen && onInsert(chosen)) onClose();
          }}
          disabled={!chosen}
        />
      </Stack>
    </Modal>
  );
}
