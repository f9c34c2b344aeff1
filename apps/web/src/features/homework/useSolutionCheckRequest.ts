import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUploadedFile, ZSolutionCheckRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { showErrorToast, showToast } from '../../lib/toasts';
import { paywallApi } from './paywall-api';
import { useSingleFlight } from './useSingleFlight';
import { isShortOfTokens, refreshWallet } from './useSolutionPaywall';
import './homework.pl';

type TCheckErrors = { files?: string; comment?: string; shortage?: string };

/**
 * The request to check the student's own solution: the files and the comment, validated before sending, the
 * server's field errors or the wallet running short shown with them.
 */
export function useSolutionCheckRequest(homeworkId: string, onSent: (roomId: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [comment, setComment] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<TCheckErrors>({});
  const once = useSingleFlight();
  const send = useMutation({
    mutationFn: (body: { fileIds: string[]; comment: string }) =>
      paywallApi.requestSolutionCheck(homeworkId, body.fileIds, body.comment),
    onSuccess: ({ message, roomId }) => {
      showToast({ variant: 'success', message: message || t('paywall.sent') });
      refreshWallet(queryClient);
      setFiles([]);
      setComment('');
      onSent(roomId);
    },
    onError: (error) => {
      if (isShortOfTokens(error)) {
        setErrors({ shortage: error.message });
        return;
      }
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const fileError = fields.find((item) => item.path.startsWith('fileIds'))?.message;
      const commentError = fields.find((item) => item.path === 'comment')?.message;
      if (fileError || commentError) setErrors({ files: fileError, comment: commentError });
      else showErrorToast(error instanceof Error ? error.message : String(error));
    },
  });

  const submit = () => {
    if (uploading) return;
    const parsed = ZSolutionCheckRequest.safeParse({ fileIds: files.map((file) => file.id), comment });
    if (!parsed.success) {
      const next: TCheckErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'fileIds') next.files ??= issue.message;
        if (issue.path[0] === 'comment') next.comment ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    once(() => send.mutateAsync(parsed.data));
  };

  return {
    files,
    comment,
    uploading,
    errors,
    send,
    submit,
    setUploading,
    /** New files clear the files' error. */
    changeFiles: (next: TUploadedFile[]) => {
      setFiles(next);
      setErrors((old) => ({ ...old, files: undefined }));
    },
    /** A new comment clears the comment's error. */
    changeComment: (next: string) => {
      setComment(next);
      setErrors((old) => ({ ...old, comment: undefined }));
    },
  };
}
