// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryStateView } from '../account';
import { PaymentResult } from './PaymentResult';
import { usePaymentResultPage } from './usePaymentResultPage';
import './commerce.pl';

/**
 * /payment/{id}: where a purchase stands. An online payment still waiting for the provider is asked again
 * every 2 s until it settles; a bank transfer shows where to send the money; a settled one links its invoice.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const { payment, notFound, refresh } = usePaymentResultPage();

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={640}>
      <Title order={1}>{t('commerce.result.title')}</Title>
      {notFound ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {t('commerce.result.notFound')}
        </Alert>
      ) : (
        <QueryStateView query={payment}>
          {(data) => <PaymentResult payment={data} onRefresh={refresh} />}
        </QueryStateView>
      )}
    </Stack>
  );
}
