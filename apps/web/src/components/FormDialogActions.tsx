import { Alert, Button, Group } from '@mantine/core';

/** The end of a dialog's form: the server's refusal if any, then cancel (off while saving) and submit. */
export function FormDialogActions({
  serverError,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
}: {
  serverError: string | null;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
}) {
  return (
    <>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
