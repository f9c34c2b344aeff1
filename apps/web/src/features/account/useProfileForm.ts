import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUploadedFile, TUserProfile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialUploadFieldState, type TUploadFieldState } from '../../components/files/useFileUploads';
import { showToast } from '../../lib/toasts';
import { accountProfileApi, accountProfileKeys, isProfileQuery } from './account-profile-api';
import type { TAvatarPreview } from './ProfileMediaFields';
import { changedFields, draftOf, profileSaveErrors, type TProfileDraft, validateDraft } from './profile-form';
import './account.pl';

/** The files one media field (avatar or video) uploaded and not saved yet, and its upload's state. */
function useMediaUploads() {
  const [uploads, setUploads] = useState<TUploadedFile[]>([]);
  const [upload, setUpload] = useState<TUploadFieldState>(initialUploadFieldState);
  return { uploads, setUploads, upload, setUpload };
}

/** The profile form's data: the draft against the profile it opened with, the media uploads and the save. */
export function useProfileForm(profile: TUserProfile, onSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The form compares with the profile it opened with; after a save the page opens a fresh form.
  const [opened] = useState(profile);
  const [saved] = useState(() => draftOf(opened));
  const [alert, setAlert] = useState<string | null>(null);
  const avatar = useMediaUploads();
  const video = useMediaUploads();
  const form = useForm<TProfileDraft>({
    mode: 'controlled',
    initialValues: saved,
    validate: validateDraft,
  });
  const { values } = form;

  const save = useMutation({
    mutationFn: accountProfileApi.save,
    onMutate: () => setAlert(null),
    onSuccess: ({ profile: savedProfile }) => {
      queryClient.setQueryData(accountProfileKeys.own(savedProfile.id), savedProfile);
      showToast({ variant: 'success', message: t('toasts.updated') });
      // The header's avatar and name (`me`), and the profile pages and cards, read these.
      void queryClient.invalidateQueries({ predicate: isProfileQuery });
      onSaved();
    },
    onError: (error) => {
      const { fields, alert: message } = profileSaveErrors(error);
      form.setErrors(fields);
      setAlert(message);
    },
  });

  const freshAvatar = avatar.uploads.find((file) => file.id === values.avatarId);
  const shownAvatar: TAvatarPreview | null = freshAvatar
    ? { id: freshAvatar.id, url: freshAvatar.thumbnailUrl ?? freshAvatar.url ?? '' }
    : values.avatarId && values.avatarId === opened.avatar?.id
      ? opened.avatar
      : null;
  const shownVideo =
    video.uploads.find((file) => file.id === values.videoId) ??
    (values.videoId && values.videoId === opened.video?.id ? opened.video : null);

  /** What a media field takes: a fresh upload becomes the shown file, deleting it brings the saved one back. */
  const mediaFieldProps = (field: 'avatarId' | 'videoId', media: ReturnType<typeof useMediaUploads>) => ({
    uploads: media.uploads,
    onUploadsChange: (files: TUploadedFile[]) => {
      media.setUploads(files);
      form.setFieldValue(field, files.at(-1)?.id ?? saved[field]);
    },
    onRemove: () => {
      media.setUploads([]);
      form.setFieldValue(field, null);
    },
    onUploadStateChange: media.setUpload,
    error: form.errors[field] as string | undefined,
    disabled: save.isPending,
  });

  const submit = form.onSubmit((draft) => {
    const body = changedFields(saved, draft);
    if (Object.keys(body).length > 0) save.mutate(body);
    else showToast({ variant: 'info', message: t('accountProfile.noChanges') });
  });

  return {
    form,
    values,
    alert,
    saving: save.isPending,
    hasChanges: Object.keys(changedFields(saved, values)).length > 0,
    uploading: avatar.upload.uploading || video.upload.uploading,
    shownAvatar,
    shownVideo,
    avatarField: mediaFieldProps('avatarId', avatar),
    videoField: mediaFieldProps('videoId', video),
    submit,
  };
}
