import { Button, Group } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';

/** What every editor dialog takes from the editor that opens it. */
export type TEditorDialogProps = { editor: Editor; opened: boolean; onClose: () => void };
/** The form inside such a dialog, mounted only while it is open. */
export type TEditorFormProps = Omit<TEditorDialogProps, 'opened'>;

/**
 * The row under a dialog's form: 'Anuluj' closes the dialog, the confirm button (by default 'Dodaj') runs
 * `onConfirm`, or submits the form around it when there is none. `extra` stands before them.
 */
export function DialogActions({
  onCancel,
  onConfirm,
  label = 'Dodaj',
  disabled,
  loading,
  extra,
}: {
  onCancel: () => void;
  onConfirm?: () => void;
  label?: string;
  disabled?: boolean;
  loading?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      {extra}
      <Button variant="default" onClick={onCancel}>
        Anuluj
      </Button>
      {onConfirm ? (
        <Button disabled={disabled} loading={loading} onClick={onConfirm}>
          {label}
        </Button>
      ) : (
        <Button type="submit" disabled={disabled}>
          {label}
        </Button>
      )}
    </Group>
  );
}
