import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconCreditCard, IconFlask } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatPln,
  type TCommerceCatalog,
  type THomeworkRequestCheckout,
  type THomeworkRequestOffer,
} from '@zadania/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { followCheckout } from '../commerce/CheckoutPage';
import { commerceKeys } from '../commerce/commerce-keys';
import { useCatalog } from '../commerce/useCommerceQueries';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';

type TMethod = THomeworkRequestCheckout['method'];

/** The methods the platform takes now (the catalogue says); both while it loads or when it cannot be read. */
function methodsOf(catalog: TCommerceCatalog | undefined): { methods: TMethod[]; demo: boolean } {
  if (!catalog) return { methods: ['stripe', 'manual'], demo: false };
  const methods: TMethod[] = [];
  if (catalog.methods.stripe || catalog.methods.demo) methods.push('stripe');
  if (catalog.methods.manual) methods.push('manual');
  return { methods, demo: !catalog.methods.stripe && catalog.methods.demo };
}

/** Pays the accepted offer online or by transfer, then follows the payment like the commerce checkout. */
export function RequestCheckout({ offer }: { offer: THomeworkRequestOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const catalog = useCatalog();
  const { methods, demo } = methodsOf(catalog.data);
  const [method, setMethod] = useState<TMethod | null>(null);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: (body: THomeworkRequestCheckout) => homeworkRequestsApi.checkout(offer.id, body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.payments });
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
      queryClient.setQueryData(commerceKeys.payment(result.payment.id), result.payment);
      followCheckout(result, (to) => void navigate(to));
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('homeworkRequests.loadError')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (chosen) checkout.mutate({ method: chosen, buyer: 'private' });
  };

  const option = (value: TMethod, icon: ReactNode, label: string, hint: string) => (
    <Radio.Card value={value} radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <div>
          <Group gap={6}>
            {icon}
            <Text fw={600}>{label}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('homeworkRequests.offers.payTitle')}>
      <Stack gap="sm">
        <Text fw={600}>{t('homeworkRequests.checkout.amount', { amount: formatPln(offer.priceGross) })}</Text>
        <Radio.Group
          label={t('homeworkRequests.checkout.method')}
          value={chosen}
          onChange={(value) => setMethod(value as TMethod)}
        >
          <Stack gap="xs" mt="xs">
            {methods.includes('stripe') &&
              option(
                'stripe',
                demo ? <IconFlask size={18} aria-hidden /> : <IconCreditCard size={18} aria-hidden />,
                demo ? t('homeworkRequests.checkout.demo') : t('homeworkRequests.checkout.online'),
                demo ? t('homeworkRequests.checkout.demoHint') : t('homeworkRequests.checkout.onlineHint'),
              )}
            {methods.includes('manual') &&
              option(
                'manual',
                <IconBuilding size={18} aria-hidden />,
                t('homeworkRequests.checkout.manual'),
                t('homeworkRequests.checkout.manualHint'),
              )}
          </Stack>
        </Radio.Group>
        {methods.length === 0 && (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            {t('commerce.checkout.noMethods')}
          </Alert>
        )}
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={checkout.isPending || checkout.isSuccess} disabled={!chosen}>
            {t('homeworkRequests.checkout.pay')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
