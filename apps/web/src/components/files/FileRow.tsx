import './files-styles';
import { ActionIcon, Button, Group, Menu, Modal, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCheck,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconFile,
  IconMovie,
  IconPhoto,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { extensionOf, formatFileSize, imageExtensions, isPreviewable, type TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { downloadFile } from './download-file';
import { filesApi, resolveFileUrl } from './files-api';
import { ImageViewer } from './ImageViewer';
import { VideoPlayer } from './VideoPlayer';
import './files.pl';

type TStoredRow = {
  /** 'done': just uploaded here (green check); 'stored': an existing file. */
  status: 'done' | 'stored';
  file: TUploadedFile;
  /** 'Prześlij': choose a file that replaces this one (the item shows only with this handler). */
  onReplace?: () => void;
  /** 'Usuń' asks, deletes on the server, then calls this (the item shows only with this handler). */
  onDeleted?: (file: TUploadedFile) => void;
};

type TUploadingRow = {
  status: 'uploading';
  name: string;
  size: number;
  /** 0–100. */
  progress: number;
  onAbort: () => void;
};

export type TFileRowProps = (TStoredRow | TUploadingRow) & { disabled?: boolean };

const isImageName = (name: string) => (imageExtensions as readonly string[]).includes(extensionOf(name));

function FileIcon({ name }: { name: string }) {
  const Icon = isImageName(name) ? IconPhoto : isPreviewable(name) ? IconMovie : IconFile;
  return (
    <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
      <Icon size={20} />
    </ThemeIcon>
  );
}

/** One file: name and size, then a progress bar while uploading, or the menu Prześlij, Pobierz, Podgląd, Usuń. */
export function FileRow(props: TFileRowProps) {
  const { t } = useTranslation();
  const name = props.status === 'uploading' ? props.name : props.file.originalname;
  const size = props.status === 'uploading' ? props.size : props.file.size;

  return (
    <Paper component="li" withBorder radius="md" p="xs" style={{ listStyle: 'none' }}>
      <Group wrap="nowrap" gap="sm">
        <FileIcon name={props.status === 'uploading' ? name : props.file.name} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={500} truncate title={name}>
            {name}
          </Text>
          {props.status === 'uploading' && (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={props.progress}
                size="sm"
                striped
                animated
                style={{ flex: 1 }}
                aria-label={t('files.row.progress', { name })}
              />
              <Text size="xs" c="dimmed" w={40} ta="right" data-testid="upload-percent">
                {props.progress}%
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {formatFileSize(size)}
          </Text>
        </Stack>
        {props.status === 'uploading' ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('files.row.abort', { name })}
            onClick={props.onAbort}
            disabled={props.disabled}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <StoredFileActions {...props} disabled={props.disabled} />
        )}
      </Group>
    </Paper>
  );
}

type TPreview = { kind: 'image' | 'video'; url: string } | null;

function StoredFileActions({ status, file, onReplace, onDeleted, disabled }: TStoredRow & { disabled?: boolean }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<TPreview>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = file.originalname;
  const previewable = isPreviewable(file.name) || isPreviewable(file.originalname);

  const openPreview = async () => {
    setBusy(true);
    try {
      const url = await resolveFileUrl(file);
      setPreview({ kind: isImageName(file.name) || isImageName(file.originalname) ? 'image' : 'video', url });
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file);
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await filesApi.remove(file.id);
      setConfirming(false);
      showToast({ variant: 'success', message: t('files.messages.deleted') });
      onDeleted?.(file);
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      {status === 'done' && (
        <ThemeIcon color="green" radius="xl" size="sm" role="img" aria-label={t('files.row.done')}>
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      )}
      <Menu position="bottom-end" withinPortal width={180}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('files.row.options', { name })}
            loading={busy}
            disabled={disabled}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {onReplace && (
            <Menu.Item leftSection={<IconUpload size={16} aria-hidden />} onClick={onReplace}>
              {t('files.row.upload')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
            {t('files.row.download')}
          </Menu.Item>
          {previewable && (
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()}>
              {t('files.row.preview')}
            </Menu.Item>
          )}
          {onDeleted && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('files.row.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('files.row.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm" mb="lg">
          {t('files.row.deleteText', { name })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()} loading={deleting}>
            {t('files.row.deleteConfirm')}
          </Button>
        </Group>
      </Modal>

      {preview?.kind === 'image' && (
        <ImageViewer images={[{ src: preview.url, alt: name }]} opened onClose={() => setPreview(null)} />
      )}
      <Modal
        opened={preview?.kind === 'video'}
        onClose={() => setPreview(null)}
        title={t('files.video.previewTitle')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {preview?.kind === 'video' && <VideoPlayer file={file} src={preview.url} />}
      </Modal>
    </>
  );
}
