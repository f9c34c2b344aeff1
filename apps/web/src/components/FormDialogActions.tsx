import { Alert, Button, Group } from '@mantine/core';

type TDialogButtonsProps = {
  /** Saving: submit shows it is busy. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  cancelDisabled?: boolean;
  submitDisabled?: boolean;
};

/** The end of a dialog's form: the server's refusal if any, then cancel (off while saving) and submit. */
export function FormDialogActions({
  serverError,
  ...buttons
}: { serverError: string | null } & Omit<TDialogButtonsProps, 'cancelDisabled' | 'submitDisabled'>) {
  return (
    <>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <DialogButtons {...buttons} cancelDisabled={buttons.pending} />
    </>
  );
}

/** Cancel and submit at the end of a dialog's form. */
export function DialogButtons({
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  cancelDisabled = false,
  submitDisabled = false,
}: TDialogButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
