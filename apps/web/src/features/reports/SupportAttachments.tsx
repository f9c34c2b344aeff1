import { ActionIcon, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import {
  extensionOf,
  fileKindRules,
  formatFileSize,
  imageExtensions,
  reportLimits,
  type TSupportFile,
  type TUploadedFile,
} from '@zadania/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/FormParts';
import { downloadFile } from '../../components/files/download-file';
import { filesApi, resolveFileUrl } from '../../components/files/files-api';
import { ImageViewer } from '../../components/files/ImageViewer';
import { uploadErrorMessage, uploadFile } from '../../components/files/upload-file';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import './reports.pl';

const rule = fileKindRules.SUPPORT_ATTACHMENT;
const accept = rule.extensions.map((extension) => `.${extension}`).join(',');
const isImage = (name: string) => (imageExtensions as readonly string[]).includes(extensionOf(name));

type TPending = { key: string; name: string; progress: number };
let pendingCounter = 0;

/** The same name again (a second "Zrzut ekranu.png"): the server keeps one per name, so the copy gets a suffix. */
function renamed(file: File) {
  const dot = file.name.lastIndexOf('.');
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name;
  const extension = dot > 0 ? file.name.slice(dot) : '';
  return new File([file], `${stem} (${Date.now().toString(36)})${extension}`, { type: file.type });
}

/**
 * 'Dołącz zrzut ekranu lub plik' of the report and feedback dialogs: up to 3 of the viewer's uploads of the kind
 * SUPPORT_ATTACHMENT, each uploaded as soon as chosen (with progress) and removable. `onUploadingChange` lets the
 * form hold its send button while bytes are on their way.
 */
export function SupportAttachmentPicker({
  files,
  onChange,
  onUploadingChange,
  sent,
  disabled = false,
}: {
  files: TUploadedFile[];
  onChange: (files: TUploadedFile[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** True once the form is sending (or has sent) the files: closing then keeps them. */
  sent: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<TPending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  // The latest list, for uploads finishing one after another.
  const current = useRef(files);
  current.current = files;
  const inFlight = useRef(0);
  const sentRef = useRef(sent);
  sentRef.current = sent;

  // The dialog closed without sending: its uploads are deleted so that they do not take the user's space.
  useEffect(
    () => () => {
      if (sentRef.current) return;
      for (const file of current.current) void filesApi.remove(file.id).catch(() => undefined);
    },
    [],
  );

  const upload = async (file: File) => {
    const key = `support-upload-${++pendingCounter}`;
    setPending((old) => [...old, { key, name: file.name, progress: 0 }]);
    const onProgress = (progress: number) =>
      setPending((old) => old.map((item) => (item.key === key ? { ...item, progress } : item)));
    try {
      let uploaded: TUploadedFile;
      try {
        uploaded = await uploadFile({ file, assign: 'SUPPORT_ATTACHMENT', onProgress });
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
        uploaded = await uploadFile({ file: renamed(file), assign: 'SUPPORT_ATTACHMENT', onProgress });
      }
      current.current = [...current.current, uploaded];
      onChange(current.current);
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    } finally {
      setPending((old) => old.filter((item) => item.key !== key));
    }
  };

  const choose = async (chosen: File[]) => {
    resetRef.current?.();
    if (!chosen.length) return;
    if (files.length + pending.length + chosen.length > reportLimits.maxFiles) {
      setError(t('reports.attachments.tooMany'));
      return;
    }
    setError(null);
    inFlight.current += chosen.length;
    onUploadingChange(true);
    await Promise.all(
      chosen.map((file) =>
        upload(file).finally(() => {
          inFlight.current -= 1;
          if (inFlight.current === 0) onUploadingChange(false);
        }),
      ),
    );
  };

  const remove = (file: TUploadedFile) => {
    current.current = current.current.filter((item) => item.id !== file.id);
    onChange(current.current);
    setError(null);
    // Not sent with anything: the upload is deleted so that it does not take the user's space.
    void filesApi.remove(file.id).catch(() => undefined);
  };

  const full = files.length + pending.length >= reportLimits.maxFiles;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <FileButton onChange={(chosen) => void choose(chosen)} accept={accept} multiple resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={disabled || full}
            >
              {t('reports.attachments.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('reports.attachments.hint', { max: reportLimits.maxFiles, size: formatFileSize(rule.maxSize) })}
      </Text>
      {(files.length > 0 || pending.length > 0) && (
        <Stack component="ul" gap={4} p={0} m={0} aria-label={t('reports.attachments.list')}>
          {files.map((file) => (
            <Group component="li" key={file.id} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
              <Text size="sm" truncate style={{ flex: 1 }} title={file.originalname}>
                {file.originalname} ({formatFileSize(file.size)})
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => remove(file)}
                aria-label={t('reports.attachments.remove', { name: file.originalname })}
                disabled={disabled}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {pending.map((item) => (
            <Group component="li" key={item.key} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
              <Text size="sm" truncate style={{ flex: 1 }}>
                {item.name}
              </Text>
              <Progress
                value={item.progress}
                size="sm"
                w={100}
                aria-label={t('reports.attachments.uploading', { name: item.name })}
              />
            </Group>
          ))}
        </Stack>
      )}
      <InlineError message={error} />
    </Stack>
  );
}

/**
 * The attachments of a report or feedback as links: an image opens in the image viewer, another file downloads.
 * The files are owner-only: the viewer (the reporter, an ADMIN) gets a short-lived signed link.
 */
export function SupportFileLinks({ files }: { files: TSupportFile[] }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  if (!files.length) return null;

  const open = async (file: TSupportFile) => {
    try {
      if (isImage(file.name)) setImage({ src: await resolveFileUrl({ id: file.id, url: null }), alt: file.name });
      else await downloadFile({ id: file.id, originalname: file.name });
    } catch (failure) {
      showToast({
        variant: 'error',
        message: failure instanceof ApiError ? failure.message : t('reports.attachments.openError'),
      });
    }
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconPaperclip size={14} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
        <Group gap="xs" wrap="wrap" component="ul" p={0} m={0} aria-label={t('reports.attachments.files')}>
          {files.map((file) => (
            <Text component="li" key={file.id} size="sm" style={{ listStyle: 'none' }}>
              <Anchor component="button" type="button" size="sm" onClick={() => void open(file)}>
                {file.name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({formatFileSize(file.size)})
              </Text>
            </Text>
          ))}
        </Group>
      </Group>
      {image && <ImageViewer images={[image]} opened onClose={() => setImage(null)} />}
    </>
  );
}
