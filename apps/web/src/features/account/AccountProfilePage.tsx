// Switch and Skeleton are not in the app shell's stylesheets (app/mantine-styles.ts).
// biome-ignore-all assist/source/organizeImports: stylesheets first
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Input,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhoneNumber, type TPhoneState, type TUploadedFile, type TUserProfile } from '@zadania/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { initialUploadFieldState, type TUploadFieldState } from '../../components/files/useFileUploads';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { useMe } from '../auth/useMe';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { profilePath } from '../profiles/profile-paths';
import { accountProfileApi, accountProfileKeys, isProfileQuery } from './account-profile-api';
import { AvatarField, type TAvatarPreview, VideoField } from './ProfileMediaFields';
import { changedFields, draftOf, profileSaveErrors, type TProfileDraft, validateDraft } from './profile-form';
import { ErrorAlert } from '../../components/ErrorAlert';
import { AccountPageHeading } from '../../components/AccountPageHeading';
import { AccountSection } from './AccountSection';
import './account.pl';

const canHaveVideo = (profile: TUserProfile) => profile.role === 'TEACHER' || profile.role === 'ADMIN';

function PhoneSwitch({
  phone,
  checked,
  onChange,
  disabled,
}: {
  phone: UseQueryResult<TPhoneState>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const confirmed = phone.data?.confirmedAt && phone.data.phoneNumber ? phone.data.phoneNumber : null;
  let hint: ReactNode = null;
  if (confirmed) {
    hint = t('accountProfile.phonePublicHint', { phone: formatPhoneNumber(confirmed) });
  } else if (phone.isError) {
    hint = t('accountProfile.phoneLoadError');
  } else if (phone.data) {
    hint = (
      <>
        {t('accountProfile.phoneMissing')}{' '}
        <Anchor component={Link} to="/account/data" size="sm" inherit>
          {t('accountProfile.phoneMissingLink')}
        </Anchor>
        .
      </>
    );
  }
  // The hint sits outside the switch's label: the label names the switch, and a link must not be inside it.
  return (
    <Stack gap={6}>
      <Switch
        label={t('accountProfile.phonePublic')}
        aria-describedby={hint ? hintId : undefined}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        // Turning it off stays possible should the confirmed number have gone meanwhile.
        disabled={disabled || (!confirmed && !checked)}
      />
      {hint && (
        <Text id={hintId} size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function ProfileForm({
  profile,
  phone,
  onSaved,
}: {
  profile: TUserProfile;
  phone: UseQueryResult<TPhoneState>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const descriptionId = useId();
  // The form compares with the profile it opened with; after a save the page opens a fresh form.
  const [opened] = useState(profile);
  const [saved] = useState(() => draftOf(opened));
  const [alert, setAlert] = useState<string | null>(null);
  const [avatarUploads, setAvatarUploads] = useState<TUploadedFile[]>([]);
  const [videoUploads, setVideoUploads] = useState<TUploadedFile[]>([]);
  const [avatarUpload, setAvatarUpload] = useState<TUploadFieldState>(initialUploadFieldState);
  const [videoUpload, setVideoUpload] = useState<TUploadFieldState>(initialUploadFieldState);
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

  const changes = changedFields(saved, values);
  const hasChanges = Object.keys(changes).length > 0;
  const uploading = avatarUpload.uploading || videoUpload.uploading;

  const freshAvatar = avatarUploads.find((file) => file.id === values.avatarId);
  const shownAvatar: TAvatarPreview | null = freshAvatar
    ? { id: freshAvatar.id, url: freshAvatar.thumbnailUrl ?? freshAvatar.url ?? '' }
    : values.avatarId && values.avatarId === opened.avatar?.id
      ? opened.avatar
      : null;
  const shownVideo =
    videoUploads.find((file) => file.id === values.videoId) ??
    (values.videoId && values.videoId === opened.video?.id ? opened.video : null);

  // A fresh upload becomes the shown file; deleting it from the field brings the saved one back.
  const onAvatarUploads = (files: TUploadedFile[]) => {
    setAvatarUploads(files);
    form.setFieldValue('avatarId', files.at(-1)?.id ?? saved.avatarId);
  };
  const onVideoUploads = (files: TUploadedFile[]) => {
    setVideoUploads(files);
    form.setFieldValue('videoId', files.at(-1)?.id ?? saved.videoId);
  };

  const submit = form.onSubmit((draft) => {
    const body = changedFields(saved, draft);
    if (Object.keys(body).length > 0) save.mutate(body);
    else showToast({ variant: 'info', message: t('accountProfile.noChanges') });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AccountSection title={t('accountProfile.avatarTitle')}>
          <AvatarField
            shown={shownAvatar}
            displayName={values.displayName || profile.username}
            uploads={avatarUploads}
            onUploadsChange={onAvatarUploads}
            onRemove={() => {
              setAvatarUploads([]);
              form.setFieldValue('avatarId', null);
            }}
            onUploadStateChange={setAvatarUpload}
            error={form.errors.avatarId as string | undefined}
            disabled={save.isPending}
          />
        </AccountSection>

        <AccountSection title={t('accountProfile.aboutTitle')}>
          <Stack gap="md">
            <TextInput
              label={t('accountProfile.displayName')}
              description={t('accountProfile.displayNameHint', { username: profile.username })}
              autoComplete="nickname"
              required
              maxLength={64}
              {...form.getInputProps('displayName')}
            />
            <Input.Wrapper
              id={descriptionId}
              label={t('accountProfile.description')}
              description={t('accountProfile.descriptionHint')}
              error={form.errors.description}
              labelElement="div"
            >
              <div style={{ marginTop: 4 }}>
                <RichTextEditor
                  variant="review"
                  value={values.description}
                  onChange={(html) => form.setFieldValue('description', html)}
                  placeholder={t('accountProfile.descriptionPlaceholder')}
                  height={140}
                  withUploads={false}
                  withConcepts={false}
                  withHomeworks={false}
                  aria-label={t('accountProfile.description')}
                />
              </div>
            </Input.Wrapper>
          </Stack>
        </AccountSection>

        {canHaveVideo(profile) && (
          <AccountSection title={t('accountProfile.videoTitle')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('accountProfile.videoHint')}
              </Text>
              <VideoField
                shown={shownVideo}
                uploads={videoUploads}
                onUploadsChange={onVideoUploads}
                onRemove={() => {
                  setVideoUploads([]);
                  form.setFieldValue('videoId', null);
                }}
                onUploadStateChange={setVideoUpload}
                error={form.errors.videoId as string | undefined}
                disabled={save.isPending}
              />
            </Stack>
          </AccountSection>
        )}

        <AccountSection title={t('accountProfile.phoneTitle')}>
          <PhoneSwitch
            phone={phone}
            checked={values.phoneNumberPublic}
            onChange={(checked) => form.setFieldValue('phoneNumberPublic', checked)}
            disabled={save.isPending}
          />
          {form.errors.phoneNumberPublic && (
            <Text size="sm" c="red" mt="xs">
              {form.errors.phoneNumberPublic}
            </Text>
          )}
        </AccountSection>

        <Paper
          withBorder
          radius="md"
          p="sm"
          // Within reach on a phone however long the page is.
          style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
        >
          <Stack gap="xs">
            <ErrorAlert message={alert} />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {uploading
                  ? t('accountProfile.uploading')
                  : hasChanges
                    ? t('accountProfile.unsaved')
                    : t('accountProfile.allSaved')}
              </Text>
              {/* Enabled without changes too: the editor reports typing a moment later (or on blur). */}
              <Button type="submit" loading={save.isPending} disabled={uploading}>
                {t('accountProfile.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
      {['avatar', 'about', 'phone'].map((key) => (
        <Paper key={key} withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Skeleton height={24} width="40%" mb="md" />
          {key === 'avatar' ? (
            <Group gap="lg" wrap="nowrap">
              <Skeleton height={96} circle />
              <Skeleton height={14} width="50%" />
            </Group>
          ) : (
            <Stack gap="sm">
              <Skeleton height={36} />
              <Skeleton height={key === 'about' ? 140 : 24} />
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /account/profile: what others see of the signed-in person, edited and saved with PUT /user/profile. */
export function AccountProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountProfile.title'));
  const me = useMe();
  const userId = me.data?.id;
  const profile = useQuery({
    queryKey: accountProfileKeys.own(userId ?? ''),
    queryFn: ({ signal }) => accountProfileApi.profile(userId ?? '', signal),
    enabled: userId !== undefined,
    // A background refetch must not look like a change under an open form.
    refetchOnWindowFocus: false,
  });
  const phone = useQuery({
    queryKey: accountDataKeys.phone,
    queryFn: ({ signal }) => accountDataApi.phone(signal),
  });
  const [formVersion, setFormVersion] = useState(0);
  const failed = me.isError || profile.isError;

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <AccountPageHeading title={t('accountProfile.title')} intro={t('accountProfile.intro')} />
          {profile.data && (
            <Button
              component={Link}
              to={profilePath(profile.data.role, profile.data.username)}
              variant="light"
              rightSection={<IconEye size={16} aria-hidden />}
            >
              {t('accountProfile.viewProfile')}
            </Button>
          )}
        </Group>
        {failed ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              {t('accountProfile.loadError')}
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void (me.isError ? me.refetch() : profile.refetch())}
              >
                {t('accountProfile.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : profile.data ? (
          <ProfileForm
            key={formVersion}
            profile={profile.data}
            phone={phone}
            onSaved={() => setFormVersion((version) => version + 1)}
          />
        ) : (
          <ProfileSkeleton />
        )}
      </Stack>
    </Container>
  );
}
