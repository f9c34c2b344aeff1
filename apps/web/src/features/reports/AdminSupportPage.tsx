import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { corePl } from '../../i18n/pl-core';
import { DisputesSection, disputeTexts, RequestDisputeList } from '../homework-requests';
import { ForbiddenNotice } from '../moderation';
import { HelpQueueBanner } from '../safeguarding';
import { DisputeList } from '../tutoring';
import { FeedbackList } from './FeedbackList';
import { ReportQueue } from './ReportQueue';
import { adminSupportTabs, useAdminSupportPage } from './useAdminSupportPage';
import './reports.pl';
import '../moderation';

/**
 * /admin/support: the ADMINs' support area. Reports waiting for a decision (oldest first), decided ones, the
 * feedback sent from any page, and the tutoring disputes. The tab is in the URL (`?tab=`).
 */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const { tab, ready, forbidden, changeTab } = useAdminSupportPage();

  if (forbidden) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('reports.admin.title')}</Title>
      <HelpQueueBanner />
      <Tabs value={tab} onChange={changeTab}>
        <Tabs.List>
          {adminSupportTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`reports.admin.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {ready && tab === 'reports' && <ReportQueue decided={false} />}
          {ready && tab === 'decided' && <ReportQueue decided />}
          {ready && tab === 'feedback' && <FeedbackList />}
          {ready && tab === 'disputes' && <AdminDisputes />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The open disputes: tutoring lessons first, then homework requests. */
function AdminDisputes() {
  return (
    <Stack gap="xl">
      <DisputesSection title={corePl.nav.tutoring}>
        <DisputeList tab="open" />
      </DisputesSection>
      <DisputesSection title={disputeTexts.listTitle}>
        <RequestDisputeList tab="open" />
      </DisputesSection>
    </Stack>
  );
}
