import { Box, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash, IconX } from '@tabler/icons-react';
import { extensionOf, fileKindRules, formatFileSize } from '@zadania/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError, uploadErrorMessage, uploadFile } from '../../components/files/upload-file';
import { SessionExpiredError } from '../../lib/api/api-error';
import { CourseCover } from '../courses';
import './course-editor.pl';

/**
 * Formats offered for a cover: the images the API stores as EDITOR_IMAGE (jpg, png, gif), without animated gifs.
 * The API does not take webp, so it is not offered.
 */
export const coverExtensions = ['jpg', 'jpeg', 'png'] as const;
const coverAccept = [...coverExtensions.map((extension) => `.${extension}`), 'image/jpeg', 'image/png'].join(',');
const coverMaxSize = fileKindRules.EDITOR_IMAGE.maxSize;

type TProps = {
  /** The course's title, for the preview's alt text. */
  title: string;
  /** The chosen cover (an EDITOR_IMAGE of the author), or none. */
  value: string | null;
  onChange: (coverFileId: string | null) => void;
  /** Told when an upload starts and ends, so that the form holds its save until the id is known. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** The server's message about the cover, after a failed save. */
  error?: string;
};

/**
 * A course's cover: a 16:9 preview (or the placeholder), choosing an image uploads it at once as EDITOR_IMAGE with
 * progress and a way to stop it; the new id is saved with the rest of the card. Removing only clears the field: the
 * uploaded file stays among the author's files.
 */
export function CourseCoverPicker({ title, value, onChange, onUploadingChange, disabled = false, error }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resetInput = useRef<() => void>(null);
  const onUploadingChangeRef = useRef(onUploadingChange);
  onUploadingChangeRef.current = onUploadingChange;
  const uploading = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);

  const finish = () => {
    controller.current = null;
    setProgress(null);
    onUploadingChangeRef.current?.(false);
  };

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    if (!(coverExtensions as readonly string[]).includes(extensionOf(file.name))) {
      setLocalError(t('courseEditor.form.coverFormat', { name: file.name, formats: coverExtensions.join(', ') }));
      return;
    }
    if (file.size > coverMaxSize) {
      setLocalError(
        t('courseEditor.form.coverTooLarge', {
          name: file.name,
          size: formatFileSize(file.size),
          max: formatFileSize(coverMaxSize),
        }),
      );
      return;
    }
    setLocalError(null);
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    onUploadingChangeRef.current?.(true);
    try {
      const uploaded = await uploadFile({
        file,
        assign: 'EDITOR_IMAGE',
        signal: abort.signal,
        onProgress: (percent) => {
          if (!abort.signal.aborted) setProgress(percent);
        },
      });
      if (abort.signal.aborted) return;
      onChange(uploaded.id);
    } catch (failure) {
      if (abort.signal.aborted || isAbortError(failure) || failure instanceof SessionExpiredError) return;
      setLocalError(uploadErrorMessage(failure));
    } finally {
      if (controller.current === abort) finish();
    }
  };

  const shownError = localError ?? error ?? null;
  return (
    <Input.Wrapper
      id={id}
      label={t('courseEditor.form.cover')}
      description={t('courseEditor.form.coverHint', {
        formats: coverExtensions.join(', '),
        max: formatFileSize(coverMaxSize),
      })}
      error={shownError}
      labelElement="div"
    >
      <Stack
        gap="xs"
        mt={4}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={shownError ? `${id}-description ${id}-error` : `${id}-description`}
      >
        <Box maw={360}>
          <CourseCover title={title.trim() || t('courseEditor.form.newTitle')} coverFileId={value} />
        </Box>
        {uploading && (
          <Stack gap={4} maw={360}>
            <Text size="sm" aria-live="polite">
              {t('courseEditor.form.coverUploading', { percent: progress })}
            </Text>
            <Progress value={progress} striped animated aria-label={t('courseEditor.form.coverProgress')} />
          </Stack>
        )}
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(file) => void choose(file)} accept={coverAccept} resetRef={resetInput}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                disabled={disabled || uploading}
              >
                {value ? t('courseEditor.form.coverChange') : t('courseEditor.form.coverChoose')}
              </Button>
            )}
          </FileButton>
          {uploading && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                controller.current?.abort();
                finish();
              }}
            >
              {t('courseEditor.form.coverAbort')}
            </Button>
          )}
          {value && !uploading && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setLocalError(null);
                onChange(null);
              }}
              disabled={disabled}
            >
              {t('courseEditor.form.coverRemove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
