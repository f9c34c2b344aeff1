import {
  Button,
  Group,
  SegmentedControl,
  type SegmentedControlProps,
  Stack,
  type StackProps,
  Text,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/**
 * A short red message under fields (a list, a group of checkboxes, a field of its own), read out when it appears.
 * A field of its own names it by `id` in its `aria-describedby` (see `fieldErrorProps`).
 */
export function InlineError({ message, id }: { message: ReactNode; id?: string }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert" id={id}>
      {message}
    </Text>
  );
}

/**
 * What a field says of the message under it (`InlineError` with the same id): invalid and described by it while
 * there is one, neither once it is gone (WCAG 3.3.1, 4.1.2).
 */
export function fieldErrorProps(errorId: string, message: unknown, describedBy?: string) {
  const ids = [message ? errorId : null, describedBy].filter(Boolean).join(' ');
  return { 'aria-invalid': !!message, 'aria-describedby': ids || undefined };
}

/** Adds a row to a list of fields; off once the list is full. */
export function AddRowButton({ full, onAdd, children }: { full: boolean; onAdd: () => void; children: ReactNode }) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onAdd}
      disabled={full}
      w="fit-content"
    >
      {children}
    </Button>
  );
}

/** The end of a long form: why it was not saved, if so, then the save button. */
export function FormSaveFooter({ alert, pending, label }: { alert: string | null; pending: boolean; label: string }) {
  return (
    <>
      <ErrorAlert message={alert} />
      <Group>
        <Button type="submit" loading={pending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          {label}
        </Button>
      </Group>
    </>
  );
}

type TLabelledSegmentedControlProps = SegmentedControlProps & {
  /** The label's id: the control is labelled by it (`aria-labelledby`). */
  labelId: string;
  label: ReactNode;
  gap?: StackProps['gap'];
};

/** A segmented choice with a visible field label above it, read out as the control's name. */
export function LabelledSegmentedControl({ labelId, label, gap = 4, ...control }: TLabelledSegmentedControlProps) {
  return (
    <Stack gap={gap}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...control} />
    </Stack>
  );
}
