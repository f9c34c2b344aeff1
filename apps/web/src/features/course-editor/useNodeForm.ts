import {
  courseLimits,
  courseMessages,
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
import { initialUploadFieldState } from '../../components/files/useFileUploads';
import { ApiError } from '../../lib/api/api-error';
import { fieldErrorMap, flattenTree, isGroup } from './course-tree-edit';
import './course-editor.pl';

const m = courseMessages;

/** Text of editor HTML (an article with only a formula still counts: its markup is kept). */
const hasContent = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return !!doc.body.textContent?.trim() || !!doc.body.querySelector('img,video,iframe,[data-latex],math,.math');
};

export type TNodeFormProps = {
  /** The node being edited, or null for a new one. */
  node: TCourseNode | null;
  /** A new node's initial parent. */
  parentId: string | null;
  nodes: readonly TCourseNode[];
  failure: unknown;
  onSave: (body: TCourseNodeSave) => void;
};

/** One node's form: its fields, the groups it may go in, the messages (its own and the server's) and the check on save. */
export function useNodeForm({ node, parentId: initialParent, nodes, failure, onSave }: TNodeFormProps) {
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

  return {
    type,
    setType,
    title,
    setTitle,
    parentId,
    setParentId,
    parents,
    freePreview,
    setFreePreview,
    content,
    setContent,
    fileId,
    setFileId,
    files,
    setFiles,
    homeworkIds,
    setHomeworkIds,
    examId,
    setExamId,
    homeworkTypeId,
    setHomeworkTypeId,
    savedAttachments,
    /** Takes a saved attachment off the node (it goes once the node is saved). */
    removeSavedAttachment: (id: string) => setSavedAttachments((list) => list.filter((item) => item.id !== id)),
    newAttachments,
    setNewAttachments,
    attachmentsState,
    setAttachmentsState,
    carriesAttachments,
    shown,
    submit,
  };
}

/** The node form's state, as its sections read and change it. */
export type TNodeForm = ReturnType<typeof useNodeForm>;
