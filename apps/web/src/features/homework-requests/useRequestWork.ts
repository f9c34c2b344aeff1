import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkRequestMessages, type THomeworkRequest, type TUploadedFile } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import './homework-requests.pl';

/** The paid teacher's work on a request: marking it in progress and delivering the solution with files. */
export function useRequestWork(request: THomeworkRequest) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [solution, setSolution] = useState('');
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const changed = (result: { message: string; request: THomeworkRequest }) => {
    queryClient.setQueryData(homeworkRequestKeys.request(request.id), result.request);
    void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
    showToast({ variant: 'success', message: result.message });
  };
  const progress = useMutation({
    mutationFn: () => homeworkRequestsApi.progress(request.id),
    onSuccess: changed,
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const deliver = useMutation({
    mutationFn: () => homeworkRequestsApi.deliver(request.id, { solution, fileIds: files.map((file) => file.id) }),
    onSuccess: changed,
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = new DOMParser().parseFromString(solution, 'text/html').body.textContent?.trim();
    if (!text) {
      setError(homeworkRequestMessages.solutionRequired);
      return;
    }
    deliver.mutate();
  };
  return {
    started: request.timeline.some((entry) => entry.kind === 'SOLUTION_IN_PROGRESS'),
    markProgress: () => progress.mutate(),
    marking: progress.isPending,
    solution,
    setSolution,
    files,
    setFiles,
    error,
    submit,
    delivering: deliver.isPending,
  };
}
