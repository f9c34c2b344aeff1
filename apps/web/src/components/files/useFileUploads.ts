import {
  extensionOf,
  fileKindRules,
  fileMessages,
  formatFileSize,
  type TFileAssign,
  type TUploadedFile,
} from '@zadania/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectPluralForm } from '../../i18n/plural';
import { SessionExpiredError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { filesPl } from './files.pl';
import { checkSelectedFiles, type TUploadRejection } from './upload-checks';
import { isAbortError, uploadErrorMessage, uploadFile } from './upload-file';

export type TPendingUpload = {
  key: string;
  name: string;
  size: number;
  progress: number;
  /** The id of the file this upload replaces ('Prześlij' on a row). */
  replaces: string | null;
};

/** What a form needs to know about its file field. */
export type TUploadFieldState = {
  /** False while uploading, and while a required field holds no file. */
  valid: boolean;
  uploading: boolean;
  /** 'Plik jest wymagany' for a required field that is uploading or was emptied; otherwise null. */
  error: string | null;
};

export const initialUploadFieldState: TUploadFieldState = { valid: true, uploading: false, error: null };

export type TUseFileUploadsOptions = {
  assign: TFileAssign;
  /** false: single-file mode ('Możesz przesłać maksymalnie jeden plik!'). */
  multiple?: boolean;
  /** Most files in multiple mode; unlimited when absent. */
  maxFiles?: number;
  required?: boolean;
  /** Controlled list of uploaded files; leave out to let the field hold its own. */
  value?: TUploadedFile[];
  defaultValue?: TUploadedFile[];
  onChange?: (files: TUploadedFile[]) => void;
  s3Video?: boolean;
};

let uploadCounter = 0;

/** Upload state of a file field: checks, uploads with progress, abort, replace and removal. */
export function useFileUploads({
  assign,
  multiple = false,
  maxFiles,
  required = false,
  value,
  defaultValue,
  onChange,
  s3Video = false,
}: TUseFileUploadsOptions) {
  const { t } = useTranslation();
  const [internal, setInternal] = useState<TUploadedFile[]>(defaultValue ?? []);
  const [pending, setPending] = useState<TPendingUpload[]>([]);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState(false);
  const files = value ?? internal;
  // The latest list, also between a commit and the next render (two uploads may finish in one tick).
  const filesRef = useRef(files);
  filesRef.current = files;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlled = value !== undefined;
  const rule = fileKindRules[assign];
  const max = multiple ? (maxFiles ?? Number.POSITIVE_INFINITY) : 1;

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const commit = useCallback(
    (next: TUploadedFile[]) => {
      filesRef.current = next;
      if (!controlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );

  const reportRejection = useCallback(
    (rejection: TUploadRejection) => {
      switch (rejection.reason) {
        case 'tooMany':
          showToast({
            variant: 'warning',
            title: fileMessages.tooManyFiles,
            message:
              rejection.max === 1
                ? fileMessages.singleFileOnly
                : selectPluralForm(rejection.max, filesPl.upload.tooManyText).replace(
                    '{{count}}',
                    String(rejection.max),
                  ),
          });
          return;
        case 'format':
          showToast({
            variant: 'warning',
            title: fileMessages.invalidFormat,
            message: t('files.upload.invalidFormatText', {
              name: rejection.file.name,
              formats: rejection.extensions.join(', '),
            }),
          });
          return;
        case 'size':
          showToast({
            variant: 'warning',
            title: fileMessages.tooLarge,
            message: t('files.upload.tooLargeText', {
              name: rejection.file.name,
              size: formatFileSize(rejection.file.size),
              max: formatFileSize(rejection.maxSize),
            }),
          });
          return;
      }
    },
    [t],
  );

  const start = useCallback(
    (file: File, replaces: string | null) => {
      uploadCounter += 1;
      const key = `upload-${uploadCounter}`;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const item: TPendingUpload = { key, name: file.name, size: file.size, progress: 0, replaces };
      // Seen by the checks of a selection made before the next render (the same file chosen twice).
      pendingRef.current = [...pendingRef.current, item];
      setPending((list) => [...list, item]);
      const setProgress = (progress: number) =>
        setPending((list) =>
          list.map((item) => (item.key === key && item.progress !== progress ? { ...item, progress } : item)),
        );

      // The row leaves the pending list in the same update that adds the file (no frame with both).
      const finish = () => {
        controllers.current.delete(key);
        setPending((list) => list.filter((item) => item.key !== key));
      };
      uploadFile({ file, assign, s3Video, signal: controller.signal, onProgress: setProgress }).then(
        (uploaded) => {
          finish();
          const current = filesRef.current;
          const replaced = replaces !== null && current.some((item) => item.id === replaces);
          commit(replaced ? current.map((item) => (item.id === replaces ? uploaded : item)) : [...current, uploaded]);
          setFreshIds((ids) => new Set(ids).add(uploaded.id));
          showToast({ variant: 'success', message: fileMessages.uploaded });
          if (s3Video && extensionOf(file.name) === 'mp4') {
            showToast({ variant: 'warning', message: fileMessages.mp4Processing });
          }
        },
        (error: unknown) => {
          finish();
          if (isAbortError(error) || error instanceof SessionExpiredError) return;
          showToast({ variant: 'error', title: fileMessages.failedTitle, message: uploadErrorMessage(error) });
        },
      );
    },
    [assign, s3Video, commit],
  );

  /** Checks the chosen files and uploads the accepted ones; `replaces` swaps one held file for the new one. */
  const add = useCallback(
    (selected: File[], replaces: string | null = null) => {
      if (selected.length === 0) return;
      setTouched(true);
      const uploading = pendingRef.current;
      const heldCount = filesRef.current.filter((item) => item.id !== replaces).length + uploading.length;
      const { accepted, rejections } = checkSelectedFiles({ selected, rule, max, heldCount, uploading });
      for (const rejection of rejections) reportRejection(rejection);
      for (const file of accepted) start(file, replaces);
    },
    [rule, max, reportRejection, start],
  );

  const abort = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  /** Drops a file from the field (after it was deleted on the server). */
  const removeFile = useCallback(
    (id: string) => {
      setTouched(true);
      commit(filesRef.current.filter((item) => item.id !== id));
    },
    [commit],
  );

  const uploading = pending.length > 0;
  const state = useMemo<TUploadFieldState>(
    () => ({
      valid: !uploading && (!required || files.length > 0),
      uploading,
      error: required && (uploading || (touched && files.length === 0)) ? fileMessages.required : null,
    }),
    [uploading, required, files.length, touched],
  );

  return { files, pending, freshIds, rule, max, state, add, abort, removeFile };
}
