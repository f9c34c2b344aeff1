import { Alert, Anchor, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import { useOpenHelpCount } from './useOpenHelpCount';
import './safeguarding.pl';

/** Above the report queue: children's open help requests come first (issue 72). Nothing when none are open. */
export function HelpQueueBanner() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const count = useOpenHelpCount(viewer).data?.count ?? 0;
  if (!count) return null;
  return (
    <Alert color="red" icon={<IconLifebuoy aria-hidden />} role="status">
      <Text fw={700}>{t('safeguarding.admin.bannerOne', { count })}</Text>
      <Anchor component={Link} to="/admin/safeguarding">
        {t('safeguarding.admin.bannerLink')}
      </Anchor>
    </Alert>
  );
}
