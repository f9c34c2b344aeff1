import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import {
  courseLimits,
  courseMessages,
  courseNodeTypeLabels,
  courseNodeTypes,
  formatFileSize,
  groupNodeTypes,
  type TCourseAttachment,
  type TCourseNode,
  type TCourseNodeSave,
  type TCourseNodeType,
  type TUploadedFile,
  ZCourseNodeSave,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { fileUrls } from '../../components/files/files-api';
import { UploadField } from '../../components/files/UploadField';
import { initialUploadFieldState } from '../../components/files/useFileUploads';
import { ApiError } from '../../lib/api/api-error';
import { saveAttachment } from '../courses/CourseAttachments';
import { ExamSelect, HomeworkTypeSelect } from './CatalogueSelects';
import { fieldErrorMap, flattenTree, isGroup } from './course-tree-edit';
import { TaskPicker } from './TaskPicker';
import '../courses/courses.pl';
import './course-editor.pl';

const m = courseMessages;

/** Text of editor HTML (an article with only a formula still counts: its markup is kept). */
const hasContent = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return !!doc.body.textContent?.trim() || !!doc.body.querySelector('img,video,iframe,[data-latex],math,.math');
};

type TProps = {
  opened: boolean;
  /** The node being edited, or null for a new one. */
  node: TCourseNode | null;
  /** A new node's initial parent. */
  parentId: string | null;
  nodes: readonly TCourseNode[];
  pending: boolean;
  failure: unknown;
  onClose: () => void;
  onSave: (body: TCourseNodeSave) => void;
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

function NodeForm({
  node,
  parentId: initialParent,
  nodes,
  pending,
  failure,
  onCancel,
  onSave,
}: Omit<TProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<TCourseNodeType>(node?.type ?? 'CHAPTER');
  const [title, setTitle] = useState(node?.title ?? '');
  const [parentId, setParentId] = useState<string | null>(node ? node.parentId : initialParent);
  const [freePreview, setFreePreview] = useState(node?.freePreview ?? false);
  const [content, setContent] = useState(node?.content ?? '');
  const [fileId, setFileId] = useState<string | null>(node?.fileId ?? null);
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [homeworkIds, setHomeworkIds] = useState<string[]>(
    node?.homeworkId ? [node.homeworkId] : (node?.homeworkIds ?? []),
  );
  const [examId, setExamId] = useState<string | null>(node?.examId ?? null);
  const [homeworkTypeId, setHomeworkTypeId] = useState<string | null>(node?.homeworkTypeId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Attachments already saved with the node, and files uploaded in this dialog (saved with the node).
  const [savedAttachments, setSavedAttachments] = useState<TCourseAttachment[]>(node?.attachments ?? []);
  const [newAttachments, setNewAttachments] = useState<TUploadedFile[]>([]);
  const [attachmentsState, setAttachmentsState] = useState(initialUploadFieldState);
  const carriesAttachments = !groupNodeTypes.includes(type);

  // A group cannot go inside itself or its own subtree.
  const inside = new Set<string>();
  if (node) {
    inside.add(node.id);
    for (const { node: item } of flattenTree(nodes))
      if (item.parentId && inside.has(item.parentId)) inside.add(item.id);
  }
  const parents = [
    { value: '', label: t('courseEditor.node.topLevel') },
    ...flattenTree(nodes)
      .filter(({ node: item }) => isGroup(item) && !inside.has(item.id))
      .map(({ node: item, depth }) => ({ value: item.id, label: `${'— '.repeat(depth)}${item.title}` })),
  ];

  const serverErrors = failure instanceof ApiError ? fieldErrorMap(failure.fieldErrors) : {};
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosenFile = files[0]?.id ?? fileId;
    const body: TCourseNodeSave = {
      type,
      title,
      parentId,
      freePreview,
      content: type === 'ARTICLE' ? content : null,
      fileId: type === 'VIDEO' ? chosenFile : null,
      homeworkId: type === 'HOMEWORK' ? (homeworkIds[0] ?? null) : null,
      homeworkIds: type === 'HOMEWORKS_LIST' || type === 'QUIZ' ? homeworkIds : [],
      examId: type === 'EXAM' ? examId : null,
      homeworkTypeId: type === 'HOMEWORK_TYPE' ? homeworkTypeId : null,
      attachmentIds: carriesAttachments
        ? [...savedAttachments.map((file) => file.id), ...newAttachments.map((file) => file.id)]
        : [],
    };
    const parsed = ZCourseNodeSave.safeParse(body);
    const found = parsed.success ? {} : fieldErrorMap(parsed.error.issues);
    if (type === 'ARTICLE' && !hasContent(content)) found.content ??= m.contentRequired;
    if (type === 'VIDEO' && !chosenFile) found.fileId ??= m.fileRequired;
    if (type === 'HOMEWORK' && !body.homeworkId) found.homeworkId ??= m.homeworkRequired;
    if ((type === 'HOMEWORKS_LIST' || type === 'QUIZ') && homeworkIds.length === 0)
      found.homeworkIds ??= m.homeworksRequired;
    if (type === 'QUIZ' && homeworkIds.length > courseLimits.maxQuizHomeworks)
      found.homeworkIds ??= m.homeworksRequired;
    if (type === 'EXAM' && !examId) found.examId ??= m.examRequired;
    if (type === 'HOMEWORK_TYPE' && !homeworkTypeId) found.homeworkTypeId ??= m.typeRequired;
    if ((body.attachmentIds?.length ?? 0) > courseLimits.maxAttachments) found.attachmentIds ??= m.tooManyAttachments;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    onSave(body);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={node ? t('courseEditor.node.editTitle') : t('courseEditor.node.addTitle')}
    >
      <Stack gap="md">
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={t('courseEditor.node.type')}
            data={courseNodeTypes.map((value) => ({ value, label: courseNodeTypeLabels[value] }))}
            value={type}
            onChange={(value) => value && setType(value as TCourseNodeType)}
            allowDeselect={false}
            error={shown.type}
            required
            miw={180}
          />
          <Select
            label={t('courseEditor.node.parent')}
            data={parents}
            value={parentId ?? ''}
            onChange={(value) => setParentId(value || null)}
            allowDeselect={false}
            error={shown.parentId}
            miw={180}
          />
        </Group>
        <TextInput
          label={t('courseEditor.node.name')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={courseLimits.titleMaxLength}
          error={shown.title}
          required
          data-autofocus
        />
        <Checkbox
          label={t('courseEditor.node.freePreview')}
          checked={freePreview}
          onChange={(event) => setFreePreview(event.currentTarget.checked)}
        />
        {type === 'ARTICLE' && (
          <Input.Wrapper label={t('courseEditor.node.content')} error={shown.content} required>
            <RichTextEditor
              variant="full"
              value={content}
              onChange={setContent}
              height={320}
              aria-label={t('courseEditor.node.content')}
            />
          </Input.Wrapper>
        )}
        {type === 'VIDEO' && (
          <Stack gap={4}>
            {fileId && files.length === 0 && (
              <Text size="sm">
                <Anchor href={fileUrls.content(fileId)} target="_blank" rel="noreferrer">
                  {t('courseEditor.node.currentVideo')}
                </Anchor>
              </Text>
            )}
            <UploadField
              assign="COURSE_VIDEO"
              multiple={false}
              label={t('courseEditor.node.video')}
              value={files}
              onChange={(next) => {
                setFiles(next);
                if (next[0]) setFileId(next[0].id);
              }}
              error={shown.fileId}
            />
          </Stack>
        )}
        {type === 'HOMEWORK' && (
          <TaskPicker
            label={t('courseEditor.node.homework')}
            multiple={false}
            value={homeworkIds.slice(0, 1)}
            onChange={setHomeworkIds}
            error={shown.homeworkId}
          />
        )}
        {(type === 'HOMEWORKS_LIST' || type === 'QUIZ') && (
          <TaskPicker
            key={type}
            label={type === 'QUIZ' ? t('courseEditor.node.quizHomeworks') : t('courseEditor.node.homeworks')}
            multiple
            closed={type === 'QUIZ'}
            value={homeworkIds}
            onChange={setHomeworkIds}
            error={shown.homeworkIds}
          />
        )}
        {type === 'EXAM' && <ExamSelect value={examId} onChange={setExamId} error={shown.examId} />}
        {type === 'HOMEWORK_TYPE' && (
          <HomeworkTypeSelect value={homeworkTypeId} onChange={setHomeworkTypeId} error={shown.homeworkTypeId} />
        )}
        {carriesAttachments && (
          <Stack gap={4}>
            {savedAttachments.length > 0 && (
              <Stack gap={4} component="ul" p={0} m={0} aria-label={t('courseEditor.node.attachmentsSaved')}>
                {savedAttachments.map((file) => (
                  <Paper key={file.id} component="li" withBorder radius="md" p="xs" style={{ listStyle: 'none' }}>
                    <Group wrap="nowrap" gap="sm">
                      <IconPaperclip size={18} aria-hidden />
                      <Anchor
                        href={fileUrls.download(file.id)}
                        size="sm"
                        truncate
                        style={{ flex: 1, minWidth: 0 }}
                        onClick={(event) => {
                          event.preventDefault();
                          saveAttachment(file, t('courses.player.attachmentFailed'));
                        }}
                      >
                        {file.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatFileSize(file.size)}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('courseEditor.node.attachmentRemove', { name: file.name })}
                        onClick={() => setSavedAttachments((list) => list.filter((item) => item.id !== file.id))}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            <UploadField
              assign="COURSE_ATTACHMENT"
              multiple
              maxFiles={Math.max(0, courseLimits.maxAttachments - savedAttachments.length)}
              label={t('courseEditor.node.attachments')}
              value={newAttachments}
              onChange={setNewAttachments}
              onStateChange={setAttachmentsState}
              error={shown.attachmentIds}
            />
            <Text size="xs" c="dimmed">
              {t('courseEditor.node.attachmentsHint', { max: courseLimits.maxAttachments })}
            </Text>
          </Stack>
        )}
        {failure instanceof ApiError && <ErrorAlert message={failure.message} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('courseEditor.node.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={attachmentsState.uploading}>
            {t('courseEditor.node.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
