import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  homeworkRequestLimits,
  homeworkRequestMessages,
  schoolLevelLabels,
  schoolLevels,
  subjectLabels,
  subjects,
  type THomeworkRequestCreate,
  type TSchoolLevel,
  type TSubject,
  type TUploadedFile,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import {
  plainText,
  RequestAmountInput,
  RequestDeadlineInput,
  RequestFilesField,
  RequestFormError,
  RequestRichTextField,
} from './RequestFormFields';
import { localInputToIso, plnToGrosze } from './request-format';
import './homework-requests.pl';

const m = homeworkRequestMessages;
type TErrors = Partial<Record<'title' | 'description' | 'subject' | 'level' | 'deadline', string>>;

/** /requests/new: a request's title, description (the editor), subject, level, deadline, budget and files. */
export function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('homeworkRequests.form.title'));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [subject, setSubject] = useState<TSubject | null>(null);
  const [level, setLevel] = useState<TSchoolLevel | null>(null);
  const [deadline, setDeadline] = useState('');
  const [budget, setBudget] = useState<number | string>('');
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [errors, setErrors] = useState<TErrors>({});
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: THomeworkRequestCreate) => homeworkRequestsApi.create(body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
      showToast({ variant: 'success', message: result.message });
      void navigate(`/requests/${result.request.id}`);
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('homeworkRequests.loadError')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const iso = localInputToIso(deadline);
    const found: TErrors = {};
    if (!title.trim()) found.title = m.titleRequired;
    if (!plainText(description)) found.description = m.descriptionRequired;
    if (!subject) found.subject = m.subject;
    if (!level) found.level = m.level;
    if (!iso) found.deadline = m.date;
    else if (new Date(iso) <= new Date()) found.deadline = m.deadlineInPast;
    setErrors(found);
    if (Object.keys(found).length || !subject || !level || !iso) {
      setError(t('homeworkRequests.fixErrors'));
      return;
    }
    create.mutate({
      title: title.trim(),
      description,
      subject,
      level,
      deadline: iso,
      budgetGross: typeof budget === 'number' ? plnToGrosze(budget) : null,
      fileIds: files.map((file) => file.id),
    });
  };

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={820}>
      <Title order={1}>{t('homeworkRequests.form.title')}</Title>
      <form onSubmit={submit} noValidate aria-label={t('homeworkRequests.form.title')}>
        <Stack gap="md">
          <TextInput
            label={t('homeworkRequests.form.name')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={homeworkRequestLimits.titleMaxLength}
            error={errors.title}
            required
          />
          <RequestRichTextField
            label={t('homeworkRequests.form.description')}
            value={description}
            onChange={setDescription}
            height={220}
            error={errors.description}
            plain
          />
          {/* A photo of the task is how most students ask: right under the question, not at the end of the form. */}
          <RequestFilesField label={t('homeworkRequests.form.files')} value={files} onChange={setFiles} />
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={t('homeworkRequests.form.subject')}
              data={subjects.map((value) => ({ value, label: subjectLabels[value] }))}
              value={subject}
              onChange={(value) => setSubject(value as TSubject | null)}
              error={errors.subject}
              required
              miw={200}
            />
            <Select
              label={t('homeworkRequests.form.level')}
              data={schoolLevels.map((value) => ({ value, label: schoolLevelLabels[value] }))}
              value={level}
              onChange={(value) => setLevel(value as TSchoolLevel | null)}
              error={errors.level}
              required
              miw={200}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <RequestDeadlineInput
              label={t('homeworkRequests.form.deadline')}
              value={deadline}
              onChange={setDeadline}
              error={errors.deadline}
              miw={200}
            />
            <RequestAmountInput
              label={t('homeworkRequests.form.budget')}
              value={budget}
              onChange={setBudget}
              miw={200}
            />
          </Group>
          <RequestFormError error={error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('homeworkRequests.form.submit')}
            </Button>
            <Button component={Link} to="/requests" variant="default">
              {t('homeworkRequests.form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
