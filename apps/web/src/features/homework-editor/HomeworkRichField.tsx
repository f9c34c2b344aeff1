import { Input } from '@mantine/core';
import { RichTextEditor, type TRichTextEditorProps } from '../../components/editor/RichTextEditor';

type THomeworkRichFieldProps = TRichTextEditorProps & {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
};

/** A labelled rich text field of the task form; the editor itself is named by its own `aria-label`. */
export function HomeworkRichField({ label, description, required, error, ...editor }: THomeworkRichFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error} labelElement="div">
      <div style={{ marginTop: 4 }}>
        <RichTextEditor {...editor} />
      </div>
    </Input.Wrapper>
  );
}
