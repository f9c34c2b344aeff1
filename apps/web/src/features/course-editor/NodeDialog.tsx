import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { courseLimits, courseNodeTypeLabels, courseNodeTypes, type TCourseNodeType } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { NodeAttachmentsField } from './NodeAttachmentsField';
import { NodeContentFields } from './NodeContentFields';
import { type TNodeFormProps, useNodeForm } from './useNodeForm';
import './course-editor.pl';

type TProps = TNodeFormProps & {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
};

/** Adding or editing one node: its type, title, place, free preview and what its type carries. */
export function NodeDialog({ opened, node, parentId, nodes, pending, failure, onClose, onSave }: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={node ? t('courseEditor.node.editTitle') : t('courseEditor.node.addTitle')}
      size="xl"
      fullScreen={false}
    >
      {opened && (
        <NodeForm
          key={node?.id ?? 'new'}
          node={node}
          parentId={parentId}
          nodes={nodes}
          pending={pending}
          failure={failure}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

/** The dialog's form: the node's type, parent, title and free preview, then its content and attachments. */
function NodeForm({ pending, onCancel, ...props }: TNodeFormProps & { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useNodeForm(props);
  const { node, failure } = props;
  const { shown } = form;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={node ? t('courseEditor.node.editTitle') : t('courseEditor.node.addTitle')}
    >
      <Stack gap="md">
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={t('courseEditor.node.type')}
            data={courseNodeTypes.map((value) => ({ value, label: courseNodeTypeLabels[value] }))}
            value={form.type}
            onChange={(value) => value && form.setType(value as TCourseNodeType)}
            allowDeselect={false}
            error={shown.type}
            required
            miw={180}
          />
          <Select
            label={t('courseEditor.node.parent')}
            data={form.parents}
            value={form.parentId ?? ''}
            onChange={(value) => form.setParentId(value || null)}
            allowDeselect={false}
            error={shown.parentId}
            miw={180}
          />
        </Group>
        <TextInput
          label={t('courseEditor.node.name')}
          value={form.title}
          onChange={(event) => form.setTitle(event.currentTarget.value)}
          maxLength={courseLimits.titleMaxLength}
          error={shown.title}
          required
          data-autofocus
        />
        <Checkbox
          label={t('courseEditor.node.freePreview')}
          checked={form.freePreview}
          onChange={(event) => form.setFreePreview(event.currentTarget.checked)}
        />
        <NodeContentFields form={form} />
        {form.carriesAttachments && <NodeAttachmentsField form={form} />}
        {failure instanceof ApiError && <ErrorAlert message={failure.message} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('courseEditor.node.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={form.attachmentsState.uploading}>
            {t('courseEditor.node.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
