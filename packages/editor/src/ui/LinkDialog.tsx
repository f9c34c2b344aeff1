import { Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isAllowedHref } from '../url-policy';
import { DialogActions, type TEditorDialogProps, type TEditorFormProps } from './DialogActions';
import { uiMessages } from './messages';

/** Link editor (docs/product-spec.md section 5): a valid address and a text are required; submit disabled until then. */
export function LinkDialog({ editor, opened, onClose }: TEditorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Link" centered>
      {opened ? <LinkForm editor={editor} onClose={onClose} /> : null}
    </Modal>
  );
}

function LinkForm({ editor, onClose }: TEditorFormProps) {
  const existing = editor.getAttributes('link');
  const isEditing = editor.isActive('link');
  const { from, to, empty } = editor.state.selection;
  const selectedText = empty ? '' : editor.state.doc.textBetween(from, to, ' ');
  const [href, setHref] = useState<string>(existing.href ?? '');
  const [text, setText] = useState(selectedText);
  const [blank, setBlank] = useState<boolean>(!!existing.blank);
  const [touched, setTouched] = useState({ href: false, text: false });
  const [failure, setFailure] = useState<string | null>(null);

  const trimmed = href.trim();
  const hrefValid = isAllowedHref(trimmed);
  const needsText = !isEditing;
  const textValid = !needsText || text.trim().length > 0;
  const hrefError = trimmed
    ? hrefValid
      ? null
      : uiMessages.linkUrlInvalid
    : touched.href
      ? uiMessages.required
      : null;

  const submit = () => {
    if (!hrefValid || !textValid) return;
    let done: boolean;
    if (isEditing) {
      done = editor.chain().focus().updateLink({ href: trimmed, blank }).run();
    } else if (!empty && text === selectedText) {
      done = editor.chain().focus().insertLink({ href: trimmed, blank }).run();
    } else {
      done = editor.chain().focus().insertLink({ href: trimmed, text: text.trim(), blank }).run();
    }
    if (!done) {
      setFailure(uiMessages.invalidLink);
      return;
    }
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Adres URL"
          placeholder="https://"
          value={href}
          data-autofocus
          onChange={(event) => setHref(event.currentTarget.value)}
          onBlur={() => setTouched((value) => ({ ...value, href: true }))}
          error={hrefError}
          description={hrefValid ? undefined : uiMessages.linkUrlHint}
        />
        {hrefValid ? (
          <Text size="xs" c="teal" data-testid="link-valid">
            {uiMessages.linkUrlValid}
          </Text>
        ) : null}
        {needsText ? (
          <TextInput
            label="Tekst"
            withAsterisk
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={() => setTouched((value) => ({ ...value, text: true }))}
            error={touched.text && !textValid ? uiMessages.required : null}
          />
        ) : null}
        <Checkbox
          label="Otwórz w nowej karcie"
          checked={blank}
          onChange={(event) => setBlank(event.currentTarget.checked)}
        />
        {failure ? (
          <Text size="sm" c="red">
            {failure}
          </Text>
        ) : null}
        <DialogActions
          onCancel={onClose}
          label="Zapisz"
          disabled={!hrefValid || !textValid}
          extra={
            isEditing ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  onClose();
                }}
              >
                Usuń link
              </Button>
            ) : null
          }
        />
      </Stack>
    </form>
  );
}
