import '@mantine/core/styles/Flex.css';
import { Badge, Card, Flex, Spoiler, Stack, Text, Title } from '@mantine/core';
import { profileLimits, type TUserProfile } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../components/ContactButton';
import { VideoPlayer } from '../../components/files/VideoPlayer';
import { TitledSection } from '../../components/TitledSection';
import { formatDate } from '../../i18n/dates';
import { initialsOf } from '../../lib/profile-paths';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { OnlineAvatar } from '../presence';
import { ReportButton } from '../reports';
import { VerifiedBadge } from '../teacher-verification';
import { CopyPhoneButton } from './CopyPhoneButton';
import { ProfileBadges } from './ProfileBadges';
import { ProfileRating } from './ProfileRating';
import './profiles.pl';
import '../../components/catalogue.pl';

/**
 * The profile card. A teacher's (docs/product-spec.md section 2): avatar with online status, display name,
 * username, rating with its breakdown, chat and copy-phone buttons, the description folded at 300 px, badges
 * and the optional intro video. A student's or an admin's: the same card without the rating and the video.
 * The card stacks on narrow screens.
 */
export function ProfileCard({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const isTeacher = profile.role === 'TEACHER';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-name">
      <Stack gap="lg">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'center', sm: 'flex-start' }}
          gap="lg"
          ta={{ base: 'center', sm: 'left' }}
        >
          <OnlineAvatar
            userId={profile.id}
            src={profile.avatar?.url}
            alt={t('profiles.avatarAlt', { name: profile.displayName })}
            size={120}
            radius={120}
            color="blue"
          >
            {initialsOf(profile.displayName)}
          </OnlineAvatar>

          <Flex
            direction="column"
            gap="sm"
            align={{ base: 'center', sm: 'flex-start' }}
            style={{ flex: 1, minWidth: 0 }}
            w="100%"
          >
            <Stack gap={2}>
              <Title order={1} size="h2" id="profile-name" style={{ overflowWrap: 'anywhere' }}>
                {profile.displayName}
              </Title>
              <Flex gap="xs" wrap="wrap" align="center" justify={{ base: 'center', sm: 'flex-start' }}>
                <Text c="dimmed">@{profile.username}</Text>
                <Badge variant="outline" color="gray" radius="sm">
                  {t(`profiles.roles.${profile.role}`)}
                </Badge>
                <VerifiedBadge verified={profile.verified} verifiedUntil={profile.verifiedUntil} />
              </Flex>
              <Text size="sm" c="dimmed">
                {t('profiles.memberSince', { date: formatDate(profile.createdAt) })}
              </Text>
            </Stack>

            {isTeacher && <ProfileRating rating={profile.rating} />}

            <ProfileBadges badges={profile.badges} label={t('profiles.badges')} />

            <Flex gap="sm" wrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
              {/* Hidden on one's own card; signed out, the button itself asks to log in. */}
              {profile.policies.chat && <ContactButton userId={profile.id} userName={profile.displayName} />}
              {profile.phoneNumber && <CopyPhoneButton phoneNumber={profile.phoneNumber} />}
              <ReportButton targetType="USER" targetId={profile.id} ownerId={profile.id} compact={false} />
            </Flex>
          </Flex>
        </Flex>

        {profile.description && (
          <TitledSection id="profile-description" title={t('profiles.description')} titleSize="h4" gap={4}>
            <Spoiler
              maxHeight={profileLimits.descriptionFoldPx}
              showLabel={t('catalogue.showMore')}
              hideLabel={t('catalogue.showLess')}
            >
              <RichContent html={profile.description} />
            </Spoiler>
          </TitledSection>
        )}

        {profile.video && (
          <TitledSection
            id="profile-video"
            title={t('profiles.introVideo')}
            titleSize="h4"
            gap={4}
            data-testid="profile-video"
          >
            <VideoPlayer file={profile.video} title={profile.video.originalname} withDownload={false} />
          </TitledSection>
        )}
      </Stack>
    </Card>
  );
}
