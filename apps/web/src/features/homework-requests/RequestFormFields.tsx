import { Alert, NumberInput, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { homeworkRequestLimits, type TUploadedFile } from '@zadania/shared';
import { TextOnlyRichTextField } from '../../components/editor/RichTextField';
import { UploadField } from '../../components/files/UploadField';

// The fields the request form (/requests/new) shares with the offer and delivery forms of /requests/{id}.

/** Text of editor HTML, as the server counts it. */
export const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The form's error, announced when it appears; nothing without one. */
export function RequestFormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {error}
    </Alert>
  );
}

/** A required rich text (the question editor, no uploads and no task embeds) named by its label. */
export function RequestRichTextField({
  label,
  value,
  onChange,
  height,
  error,
  plain = false,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  height: number;
  error?: string;
  /** A student's question: a sentence and a formula, not a word processor (fonts, sizes, tables stay out). */
  plain?: boolean;
}) {
  return (
    <TextOnlyRichTextField
      label={label}
      required
      error={error}
      variant={plain ? 'comment' : 'question'}
      value={value}
      onChange={onChange}
      height={height}
    />
  );
}

/** Private attachments, up to the request limit. */
export function RequestFilesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TUploadedFile[];
  onChange: (files: TUploadedFile[]) => void;
}) {
  return (
    <UploadField
      assign="PRIVATE"
      multiple
      maxFiles={homeworkRequestLimits.maxFiles}
      label={label}
      value={value}
      onChange={onChange}
    />
  );
}

/** An amount in złoty (2 to 10 000, to the grosz, with a decimal comma). */
export function RequestAmountInput({
  label,
  value,
  onChange,
  required,
  miw,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  required?: boolean;
  miw: number;
}) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={2}
      max={10_000}
      decimalScale={2}
      decimalSeparator=","
      allowNegative={false}
      required={required}
      miw={miw}
    />
  );
}

/** A required local date and time (`datetime-local`). */
export function RequestDeadlineInput({
  label,
  description,
  value,
  onChange,
  error,
  miw,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  miw: number;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      miw={miw}
    />
  );
}
