import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { THomework } from '@zadania/shared';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { focusFirstInvalid } from '../../lib/forms/focus-first-invalid';
import { showToast } from '../../lib/toasts';
import { homeworkEditorApi } from './homework-editor-api';
import {
  emptyAnswer,
  emptyExam,
  emptyStep,
  formPathOf,
  normalizeRich,
  type TAnswerKeyValue,
  type TAnswerValue,
  type TExamValue,
  type THomeworkFormValues,
  type TStepValue,
  validateHomework,
} from './homework-form';
import { clearDraft, readDraft, useHomeworkDraft } from './useHomeworkDraft';
import '../exams';
import './homework-editor.pl';

type TUseHomeworkFormOptions = {
  /** The task being edited; null on the create page. */
  homework: THomework | null;
  initialValues: THomeworkFormValues;
  draftStorageKey: string;
  onSaved?: (homework: THomework) => void;
};

/** The field's error when it is a message (list rows carry theirs on their own paths). */
export const messageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The task form's state: values restored from a draft (saved as they change), validation, saving (create or
 * update), submitting for review, and the change handlers of every field and list.
 */
export function useHomeworkForm({ homework, initialValues, draftStorageKey, onSaved }: TUseHomeworkFormOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(draftStorageKey));
  const [restored, setRestored] = useState(draft !== null);
  const [baselineValues, setBaselineValues] = useState(initialValues);
  const baseline = useMemo(() => JSON.stringify(baselineValues), [baselineValues]);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ images: false, video: false });
  const [state, setState] = useState(
    homework ? { status: homework.status, adminReview: homework.adminReview, policies: homework.policies } : null,
  );

  // A draft saved before a field existed takes that field from the loaded values.
  /** The form of the last submit: the server's field errors move the focus there too. */
  const submittedForm = useRef<HTMLFormElement | null>(null);
  const form = useForm<THomeworkFormValues>({
    mode: 'controlled',
    initialValues: draft ? { ...initialValues, ...draft } : initialValues,
  });
  const cancelDraftWrite = useHomeworkDraft(draftStorageKey, form.values, baseline, true);

  const set = <K extends keyof THomeworkFormValues>(field: K, value: THomeworkFormValues[K]) => {
    // An editor that loads after a refused save reports its empty text: no edit, so the field keeps its error.
    if (Object.is(form.getValues()[field], value)) return;
    form.setFieldValue(field, value as never);
    form.clearFieldError(field);
  };
  /** Clears the errors of every path under a prefix. */
  const clearErrorsUnder = (prefix: string) => {
    for (const key of Object.keys(form.errors)) {
      if (key.startsWith(prefix)) form.clearFieldError(key);
    }
  };
  const forgetDraft = () => {
    cancelDraftWrite();
    clearDraft(draftStorageKey);
  };

  const save = useMutation({
    mutationFn: (body: Parameters<typeof homeworkEditorApi.create>[0]) =>
      homework ? homeworkEditorApi.update(homework.id, body) : homeworkEditorApi.create(body),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      forgetDraft();
      setRestored(false);
      if (!homework) {
        showToast({ variant: 'success', message: t('homeworkEditor.created') });
        // A new task is private: its owner's view, where it is sent to review and published (docs/product-spec.md
        // section 2); a task saved public goes to its public page.
        navigate(saved.status === 'PUBLIC' ? `/homeworks/${saved.slug}` : `/account/homeworks/${saved.slug}`);
        return;
      }
      showToast({ variant: 'success', message: t('homeworkEditor.updated') });
      setBaselineValues(form.getValues());
      setState({ status: saved.status, adminReview: saved.adminReview, policies: saved.policies });
      onSaved?.(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setErrors(
          Object.fromEntries(error.fieldErrors.map((item) => [formPathOf(item.path.split('.')), item.message])),
        );
        focusFirstInvalid(submittedForm.current);
      }
      setAlert(error instanceof Error ? error.message : t('toasts.serverError'));
    },
  });

  const submitForReview = useMutation({
    mutationFn: async () => {
      await homeworkEditorApi.submitForReview(homework?.id ?? '');
      // The state answer carries no policies: what the viewer may do next comes with the task itself.
      return homeworkEditorApi.get(homework?.id ?? '');
    },
    onSuccess: (task) => {
      setState({ status: task.status, adminReview: task.adminReview, policies: task.policies });
      showToast({ variant: 'success', message: t('homeworkEditor.submitted') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submittedForm.current = event.currentTarget as HTMLFormElement;
    if (uploading.images || uploading.video) {
      setAlert(t('homeworkEditor.uploading'));
      return;
    }
    const result = validateHomework(form.getValues());
    if (!result.ok) {
      form.setErrors(result.errors);
      setAlert(t('homeworkEditor.fixErrors'));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setAlert(null);
    save.mutate(result.data);
  };

  const discardDraft = () => {
    forgetDraft();
    form.setValues(baselineValues);
    form.clearErrors();
    setRestored(false);
  };

  return {
    values: form.values,
    errors: form.errors,
    set,
    /** The rich fields keep their HTML normalized. */
    setRich: (field: 'description' | 'answer' | 'solutionLatex' | 'hint', html: string) =>
      set(field, normalizeRich(html)),
    restored,
    discardDraft,
    forgetDraft,
    // The server's answer for this viewer (docs/product-spec.md sections 4 and 6), sent with the task.
    canSubmitForReview: !!state?.policies.submit,
    pending: state?.adminReview?.status === 'PENDING',
    canDelete: !!state?.policies.delete,
    alert,
    onSubmit,
    saving: save.isPending,
    submitForReview: () => submitForReview.mutate(),
    submitting: submitForReview.isPending,
    setUploading: (field: 'images' | 'video', busy: boolean) => setUploading((old) => ({ ...old, [field]: busy })),

    setAnswerKind: (kind: string) => {
      set('closed', kind === 'closed');
      form.clearFieldError('answers');
    },
    changeAnswer: (index: number, patch: Partial<TAnswerValue>) => {
      const current = form.getValues().answers[index];
      const next = { ...current, ...patch, ...(patch.answer !== undefined && { answer: normalizeRich(patch.answer) }) };
      if (next.answer === current?.answer && next.correct === current?.correct) return;
      form.setFieldValue(`answers.${index}`, next as never);
      form.clearFieldError(`answers.${index}.answer`);
      form.clearFieldError('answers');
    },
    addAnswer: () => form.insertListItem('answers', emptyAnswer()),
    removeAnswer: (index: number) => {
      form.removeListItem('answers', index);
      form.clearErrors();
    },
    changeAnswerKey: (answerKey: TAnswerKeyValue) => {
      set('answerKey', answerKey);
      clearErrorsUnder('answerKey');
    },

    changeStep: (index: number, patch: Partial<TStepValue>) => {
      form.setFieldValue(`steps.${index}`, {
        ...form.getValues().steps[index],
        ...patch,
        ...(patch.description !== undefined && { description: normalizeRich(patch.description) }),
        ...(patch.latex !== undefined && { latex: normalizeRich(patch.latex) }),
      } as never);
      if (patch.title !== undefined) form.clearFieldError(`steps.${index}.title`);
    },
    addStep: () => form.insertListItem('steps', emptyStep()),
    removeStep: (index: number) => {
      form.removeListItem('steps', index);
      form.clearErrors();
    },
    moveStep: (from: number, to: number) => form.reorderListItem('steps', { from, to }),

    changeExam: (index: number, patch: Partial<TExamValue>) => {
      form.setFieldValue(`exams.${index}`, { ...form.getValues().exams[index], ...patch } as never);
      form.clearFieldError(`exams.${index}.examId`);
      form.clearFieldError(`exams.${index}.points`);
      clearErrorsUnder(`exams.${index}.answers`);
      form.clearFieldError('exams');
    },
    addExam: () => form.insertListItem('exams', emptyExam()),
    removeExam: (index: number) => {
      form.removeListItem('exams', index);
      form.clearErrors();
    },
  };
}

export type THomeworkFormModel = ReturnType<typeof useHomeworkForm>;
