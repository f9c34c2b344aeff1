import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates';
import './teacher-verification.pl';

/**
 * "Zweryfikowany" on a teacher's profile and card (issue 72): the teacher's verification for work with minors holds,
 * until the date in the tooltip. Nothing when not verified.
 */
export function VerifiedBadge({
  verified,
  verifiedUntil,
  size = 'md',
}: {
  verified: boolean;
  verifiedUntil: string | null;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!verified) return null;
  const description = t('teacherVerification.badgeTitle', { date: verifiedUntil ? formatDate(verifiedUntil) : '—' });
  return (
    <Tooltip label={description} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        variant="light"
        color="teal"
        radius="sm"
        size={size}
        tabIndex={0}
        leftSection={<IconShieldCheck size={12} aria-hidden />}
        data-testid="verified-badge"
      >
        {t('teacherVerification.badge')}
        <VisuallyHidden>: {description}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
