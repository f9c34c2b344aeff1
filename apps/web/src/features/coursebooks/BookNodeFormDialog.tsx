import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { bookNodeKinds, type TBookNodeKind } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { DialogButtons } from '../../components/FormDialogActions';
import { submitHandler } from '../../lib/forms/submit-handler';
import { nodeLabel } from './BookTree';
import { coursebooksPl } from './coursebooks.pl';
import { type TNodeFormTarget, useBookNodeForm } from './useBookAdminPanel';

/** Adds a node under `parent` (or at the top) or edits `node`: kind, title, number and (editing) its content. */
export function BookNodeFormDialog({
  bookId,
  target,
  onClose,
}: {
  bookId: string;
  target: TNodeFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { node } = target;
  const { draft, setDraft, save } = useBookNodeForm(bookId, target, onClose);
  return (
    <Modal opened onClose={onClose} size="lg" title={node ? nodeLabel(node) : t('coursebooks.admin.addChild')}>
      <form onSubmit={submitHandler(() => save.mutate())}>
        <Stack gap="sm">
          <Select
            label={t('coursebooks.admin.nodeKind')}
            data={bookNodeKinds.map((value) => ({ value, label: coursebooksPl.nodeKinds[value] }))}
            value={draft.kind}
            onChange={(value) => value && setDraft({ ...draft, kind: value as TBookNodeKind })}
            allowDeselect={false}
          />
          <TextInput
            label={t('coursebooks.admin.nodeTitle')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            required
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label={t('coursebooks.admin.nodeNumber')}
            value={draft.number}
            onChange={(event) => setDraft({ ...draft, number: event.currentTarget.value })}
            maxLength={20}
          />
          {node && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('coursebooks.admin.nodeContent')}
              </Text>
              <RichTextEditor
                value={draft.content}
                onChange={(content) => setDraft((current) => ({ ...current, content }))}
                aria-label={t('coursebooks.admin.nodeContent')}
                height={220}
              />
            </Stack>
          )}
          <DialogButtons
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('coursebooks.admin.cancel')}
            submitLabel={t('coursebooks.admin.save')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
