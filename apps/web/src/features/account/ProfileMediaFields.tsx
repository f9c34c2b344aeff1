import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TUploadedFile } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/files/UploadField';
import type { TUploadFieldState } from '../../components/files/useFileUploads';
import { VideoPlayer } from '../../components/files/VideoPlayer';

type TMediaFieldProps<TShown> = {
  /** What the profile shows now (the saved file, a fresh upload, or null once removed). */
  shown: TShown | null;
  /** Files uploaded here and not saved yet: the upload field's controlled value. */
  uploads: TUploadedFile[];
  onUploadsChange: (files: TUploadedFile[]) => void;
  onRemove: () => void;
  onUploadStateChange: (state: TUploadFieldState) => void;
  error?: string | null;
  disabled?: boolean;
};

export type TAvatarPreview = { id: string; url: string };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The round avatar as cards show it, a field to upload a new image and a button that removes the picture. */
export function AvatarField({
  shown,
  displayName,
  uploads,
  onUploadsChange,
  onRemove,
  onUploadStateChange,
  error,
  disabled,
}: TMediaFieldProps<TAvatarPreview> & { displayName: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={shown?.url ?? null}
          alt={shown ? t('accountProfile.avatarAlt') : undefined}
          size={96}
          radius={999}
          color="blue"
          data-testid="profile-avatar"
        >
          {initialsOf(displayName)}
        </Avatar>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {shown ? t('accountProfile.avatarHint') : t('accountProfile.avatarNone')}
          </Text>
          {shown && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              disabled={disabled}
            >
              {t('accountProfile.avatarRemove')}
            </Button>
          )}
        </Stack>
      </Group>
      <UploadField
        assign="AVATAR"
        label={t('accountProfile.avatarUpload')}
        value={uploads}
        onChange={onUploadsChange}
        onStateChange={onUploadStateChange}
        error={error}
        disabled={disabled}
      />
    </Stack>
  );
}

/** The intro video (teachers and admins): the player, a field to upload another and a button that removes it. */
export function VideoField({
  shown,
  uploads,
  onUploadsChange,
  onRemove,
  onUploadStateChange,
  error,
  disabled,
}: TMediaFieldProps<TUploadedFile>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {shown ? (
        <Stack gap="xs">
          <VideoPlayer file={shown} withDownload={false} />
          <Group>
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              disabled={disabled}
            >
              {t('accountProfile.videoRemove')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('accountProfile.videoNone')}
        </Text>
      )}
      <UploadField
        assign="EDITOR_VIDEO"
        label={t('accountProfile.videoUpload')}
        value={uploads}
        onChange={onUploadsChange}
        onStateChange={onUploadStateChange}
        error={error}
        disabled={disabled}
      />
    </Stack>
  );
}
