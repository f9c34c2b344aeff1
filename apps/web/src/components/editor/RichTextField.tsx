import { Input } from '@mantine/core';
import { useId } from 'react';
import { RichTextEditor, type TRichTextEditorProps } from './RichTextEditor';

type TRichTextFieldProps = TRichTextEditorProps & {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
};

/**
 * What a field's wrapper says of its editor, as Mantine says it of an input: invalid while an error is shown, and
 * described by the error and the hint (the ids Mantine's wrapper gives them).
 */
function fieldState(wrapperId: string, error: string | undefined, description: string | undefined) {
  const describedBy = [error && `${wrapperId}-error`, description && `${wrapperId}-description`].filter(Boolean);
  return {
    'aria-invalid': !!error,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

/** A labelled rich text field of a form; the editor itself is named by its own `aria-label`. */
export function RichTextField({ label, description, required, error, ...editor }: TRichTextFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} description={description} required={required} error={error} labelElement="div">
      <div style={{ marginTop: 4 }}>
        <RichTextEditor {...editor} {...fieldState(id, error, description)} />
      </div>
    </Input.Wrapper>
  );
}

type TTextOnlyRichTextFieldProps = Omit<TRichTextEditorProps, 'aria-label' | 'withUploads' | 'withHomeworks'> & {
  label: string;
  required?: boolean;
  error?: string;
};

/** A rich text field without uploads or task embeds (the question editor unless `variant` says otherwise), named by its label. */
export function TextOnlyRichTextField({
  label,
  required,
  error,
  variant = 'question',
  ...editor
}: TTextOnlyRichTextFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <RichTextEditor
        variant={variant}
        aria-label={label}
        withUploads={false}
        withHomeworks={false}
        {...editor}
        {...fieldState(id, error, undefined)}
      />
    </Input.Wrapper>
  );
}
