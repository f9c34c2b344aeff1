import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { TUploadedFile } from '@zadania/shared';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/files/UploadField';
import type { TUploadFieldState } from '../../components/files/useFileUploads';
import { VideoPlayer } from '../../components/files/VideoPlayer';
import { RemoveButton } from './RemoveButton';
import './account.pl';

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

/** A media field: what the profile shows now (`children`), then the field that uploads a replacement. */
function MediaWithUpload({
  assign,
  uploadLabel,
  children,
  ...upload
}: Omit<TMediaFieldProps<unknown>, 'shown' | 'onRemove'> & {
  assign: ComponentProps<typeof UploadField>['assign'];
  uploadLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      {children}
      <UploadField
        assign={assign}
        label={uploadLabel}
        value={upload.uploads}
        onChange={upload.onUploadsChange}
        onStateChange={upload.onUploadStateChange}
        error={upload.error}
        disabled={upload.disabled}
      />
    </Stack>
  );
}

/** The round avatar as cards show it, a field to upload a new image and a button that removes the picture. */
export function AvatarField({
  shown,
  displayName,
  onRemove,
  ...upload
}: TMediaFieldProps<TAvatarPreview> & { displayName: string }) {
  const { t } = useTranslation();
  return (
    <MediaWithUpload assign="AVATAR" uploadLabel={t('accountProfile.avatarUpload')} {...upload}>
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
            <RemoveButton label={t('accountProfile.avatarRemove')} onClick={onRemove} disabled={upload.disabled} />
          )}
        </Stack>
      </Group>
    </MediaWithUpload>
  );
}

/** The intro video (teachers and admins): the player, a field to upload another and a button that removes it. */
export function VideoField({ shown, onRemove, ...upload }: TMediaFieldProps<TUploadedFile>) {
  const { t } = useTranslation();
  return (
    <MediaWithUpload assign="EDITOR_VIDEO" uploadLabel={t('accountProfile.videoUpload')} {...upload}>
      {shown ? (
        <Stack gap="xs">
          <VideoPlayer file={shown} withDownload={false} />
          <Group>
            <RemoveButton label={t('accountProfile.videoRemove')} onClick={onRemove} disabled={upload.disabled} />
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('accountProfile.videoNone')}
        </Text>
      )}
    </MediaWithUpload>
  );
}
