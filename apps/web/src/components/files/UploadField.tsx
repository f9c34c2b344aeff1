import './files-styles';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { formatFileSize, type TUploadedFile } from '@zadania/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileRow } from './FileRow';
import { type TUploadFieldState, type TUseFileUploadsOptions, useFileUploads } from './useFileUploads';
import './files.pl';

type TUploadFieldProps = TUseFileUploadsOptions & {
  label?: string;
  disabled?: boolean;
  /** Told whenever validity changes, so that a form can block its submit button. */
  onStateChange?: (state: TUploadFieldState) => void;
  /** An error from the form (e.g. after a submit attempt); the field's own message wins while uploading. */
  error?: string | null;
};

/**
 * A file field: drop zone and button, client-side checks with the section-8 messages, one row per file
 * with progress, abort and the file menu. `multiple: false` is the single-file mode.
 */
export function UploadField({ label, disabled = false, onStateChange, error, ...options }: TUploadFieldProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads(options);
  const { files, pending, freshIds, rule, state } = uploads;
  const multiple = options.multiple ?? false;
  const openRef = useRef<() => void>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<string | null>(null);
  const id = useId();
  const accept = rule.extensions.map((extension) => `.${extension}`).join(',');
  const chooseLabel = multiple ? t('files.upload.chooseMany') : t('files.upload.chooseOne');
  const shownError = state.error ?? error ?? null;

  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  const replace = (file: TUploadedFile) => {
    replaceTarget.current = file.id;
    replaceInput.current?.click();
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={options.required}
      description={t('files.upload.rules', { formats: rule.extensions.join(', '), max: formatFileSize(rule.maxSize) })}
      error={shownError}
      labelElement="div"
    >
      <Stack gap="xs" mt={label ? 4 : 0}>
        <Dropzone
          onDrop={() => {}}
          // Everything lands here, so that the field's own checks give the section-8 messages.
          onDropAny={(accepted, rejected) => uploads.add([...accepted, ...rejected.map((item) => item.file)])}
          multiple={multiple}
          disabled={disabled}
          openRef={openRef}
          // The visible button and the focusable zone are the controls; the input itself stays out of the tree.
          inputProps={{ accept, 'aria-hidden': true }}
          aria-describedby={`${id}-description`}
          radius="md"
          p="md"
        >
          <Group justify="center" gap="sm" mih={64} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={28} stroke={1.5} aria-hidden />
            <Text size="sm">{multiple ? t('files.upload.dropMany') : t('files.upload.dropOne')}</Text>
          </Group>
        </Dropzone>
        <Group>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => openRef.current?.()}
            disabled={disabled}
          >
            {chooseLabel}
          </Button>
        </Group>
        <input
          ref={replaceInput}
          type="file"
          accept={accept}
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            const target = replaceTarget.current;
            replaceTarget.current = null;
            if (chosen.length > 0) uploads.add(chosen.slice(0, 1), target);
          }}
        />
        {(files.length > 0 || pending.length > 0) && (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('files.upload.uploadedFiles')}>
            {files.map((file) => (
              <FileRow
                key={file.id}
                status={freshIds.has(file.id) ? 'done' : 'stored'}
                file={file}
                disabled={disabled}
                onReplace={() => replace(file)}
                onDeleted={(deleted) => uploads.removeFile(deleted.id)}
              />
            ))}
            {pending.map((upload) => (
              <FileRow
                key={upload.key}
                status="uploading"
                name={upload.name}
                size={upload.size}
                progress={upload.progress}
                onAbort={() => uploads.abort(upload.key)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
