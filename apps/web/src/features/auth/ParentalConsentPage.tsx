import { Alert, Anchor, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ConsentParentPanel } from '../parents';
import { authApi } from './auth-api';
import './parental-consent.pl';

/**
 * /zgoda-rodzica?token=…: the page of the link mailed to a parent of a pupil under 16. It says whose account it is and
 * what the consent allows, and records the consent only on the parent's click (a mail scanner that opens the link
 * gives nothing). Once given, the parent may create a parent's account linked to that child, or link one they have.
 */
export function ParentalConsentPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const consent = useQuery({
    queryKey: ['auth', 'parental-consent', token],
    queryFn: () => authApi.parentalConsent(token),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => authApi.confirmParentalConsent({ token }) });

  return (
    <CenteredCard title={t('parentalConsent.title')}>
      <Stack>
        {!token && <ErrorAlert message={t('parentalConsent.missingToken')} />}
        {token && consent.isPending && (
          <Center py="md" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader />
              {t('parentalConsent.pending')}
            </Stack>
          </Center>
        )}
        {consent.isError && <ErrorAlert message={consent.error.message} />}
        {consent.data && (consent.data.confirmed || confirm.isSuccess) && (
          <Alert color="teal" icon={<IconCircleCheck />} role="status">
            {confirm.data?.message ?? t('parentalConsent.alreadyConfirmed')}
          </Alert>
        )}
        {consent.data && (consent.data.confirmed || confirm.isSuccess) && <ConsentParentPanel consentToken={token} />}
        {consent.data && !consent.data.confirmed && !confirm.isSuccess && (
          <>
            <Text>
              {consent.data.birthYear
                ? t('parentalConsent.about', { username: consent.data.username, birthYear: consent.data.birthYear })
                : t('parentalConsent.aboutNoYear', { username: consent.data.username })}
            </Text>
            <Text fw={600}>{t('parentalConsent.meaning')}</Text>
            <List spacing="xs">
              <List.Item>{t('parentalConsent.meaningPractice')}</List.Item>
              <List.Item>{t('parentalConsent.meaningMore')}</List.Item>
              <List.Item>
                <Trans
                  i18nKey="parentalConsent.meaningData"
                  components={{
                    // In a list item, not a paragraph: underlined here (AppLayout's rule is for links in a `p`).
                    privacy: <Anchor component={Link} to="/polityka-prywatnosci" underline="always" />,
                    terms: <Anchor component={Link} to="/regulamin" underline="always" />,
                  }}
                />
              </List.Item>
              <List.Item>{t('parentalConsent.meaningWithdraw')}</List.Item>
              <List.Item>
                <Trans
                  i18nKey="parentalConsent.meaningSafety"
                  components={{
                    standards: <Anchor component={Link} to="/standardy-ochrony-maloletnich" underline="always" />,
                  }}
                />
              </List.Item>
            </List>
            {confirm.isError && <ErrorAlert message={confirm.error.message} />}
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
              {t('parentalConsent.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </CenteredCard>
  );
}
