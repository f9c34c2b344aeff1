import { Input } from '@mantine/core';
import { RichTextEditor, type TRichTextEditorProps } from './RichTextEditor';

type TRichTextFieldProps = TRichTextEditorProps & {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
};

/** A labelled rich text field of a form; the editor itself is named by its own `aria-label`. */
export function RichTextField({ label, description, required, error, ...editor }: TRichTextFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error} labelElement="div">
      <div style={{ marginTop: 4 }}>
        <RichTextEditor {...editor} />
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
  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <RichTextEditor variant={variant} aria-label={label} withUploads={false} withHomeworks={false} {...editor} />
    </Input.Wrapper>
  );
}
