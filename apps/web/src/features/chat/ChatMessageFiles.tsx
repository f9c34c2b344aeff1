import { Button, Group, Image, Skeleton, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TUploadedFile } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/files/download-file';
import { isImageFile, useFileUrl } from './chat-files';
import './chat.pl';

/** A message's attachments: images as thumbnails that open the viewer, other files as download buttons. */
export function MessageFiles({
  files,
  onOpenImage,
}: {
  files: TUploadedFile[];
  onOpenImage: (file: TUploadedFile) => void;
}) {
  return (
    <Group gap="xs">
      {files.map((file) =>
        isImageFile(file) ? (
          <ImageThumb key={file.id} file={file} onOpen={() => onOpenImage(file)} />
        ) : (
          <FileLink key={file.id} file={file} />
        ),
      )}
    </Group>
  );
}

/** An image attachment's thumbnail, a button that opens it. */
export function ImageThumb({ file, onOpen, size = 96 }: { file: TUploadedFile; onOpen: () => void; size?: number }) {
  const { t } = useTranslation();
  const url = useFileUrl(file);
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('chat.openImage', { name: file.originalname })}>
      {url.data ? (
        <Image src={url.data} alt={file.originalname} w={size} h={size} fit="cover" radius="sm" />
      ) : (
        <Skeleton w={size} h={size} radius="sm" />
      )}
    </UnstyledButton>
  );
}

/** A file attachment as a button that downloads it. */
export function FileLink({ file }: { file: TUploadedFile }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
      onClick={() => void downloadFile(file)}
      aria-label={t('chat.download', { name: file.originalname })}
    >
      {file.originalname}
    </Button>
  );
}

/** A voice message's player. */
export function AudioPlayer({ file }: { file: TUploadedFile }) {
  const { t } = useTranslation();
  const url = useFileUrl(file);
  if (!url.data) return <Skeleton h={40} w={260} radius="xl" />;
  return (
    <audio controls src={url.data} aria-label={t('chat.audioLabel')} preload="metadata">
      <track kind="captions" />
    </audio>
  );
}
