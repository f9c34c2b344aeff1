import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPhoneState, TUserProfile } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { AccountSection } from './AccountSection';
import { AvatarField, VideoField } from './ProfileMediaFields';
import { ProfilePhoneSwitch } from './ProfilePhoneSwitch';
import { useProfileForm } from './useProfileForm';
import './account.pl';

const canHaveVideo = (profile: TUserProfile) => profile.role === 'TEACHER' || profile.role === 'ADMIN';

/** The profile's sections (avatar, about, video, phone) in one form, saved from a bar at its foot. */
export function ProfileForm({
  profile,
  phone,
  onSaved,
}: {
  profile: TUserProfile;
  phone: UseQueryResult<TPhoneState>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const {
    form,
    values,
    alert,
    saving,
    hasChanges,
    uploading,
    shownAvatar,
    shownVideo,
    avatarField,
    videoField,
    submit,
  } = useProfileForm(profile, onSaved);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AccountSection title={t('accountProfile.avatarTitle')}>
          <AvatarField shown={shownAvatar} displayName={values.displayName || profile.username} {...avatarField} />
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
              <VideoField shown={shownVideo} {...videoField} />
            </Stack>
          </AccountSection>
        )}

        <AccountSection title={t('accountProfile.phoneTitle')}>
          <ProfilePhoneSwitch
            phone={phone}
            checked={values.phoneNumberPublic}
            onChange={(checked) => form.setFieldValue('phoneNumberPublic', checked)}
            disabled={saving}
          />
          {form.errors.phoneNumberPublic && (
            <Text size="sm" c="red" mt="xs">
              {form.errors.phoneNumberPublic}
            </Text>
          )}
        </AccountSection>

        <ProfileSaveBar alert={alert} saving={saving} uploading={uploading} hasChanges={hasChanges} />
      </Stack>
    </form>
  );
}

/** The bar at the form's foot: the save's refusal, whether all is saved, and the save button. */
function ProfileSaveBar({
  alert,
  saving,
  uploading,
  hasChanges,
}: {
  alert: string | null;
  saving: boolean;
  uploading: boolean;
  hasChanges: boolean;
}) {
  const { t } = useTranslation();
  return (
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
          <Button type="submit" loading={saving} disabled={uploading}>
            {t('accountProfile.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
