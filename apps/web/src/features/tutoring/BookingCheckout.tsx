import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconCreditCard, IconFlask } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPln, type TBooking, type TBookingCheckout, type TCommerceCatalog } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { followCheckout } from '../commerce/CheckoutPage';
import { commerceKeys } from '../commerce/commerce-keys';
import { useCatalog } from '../commerce/useCommerceQueries';
import { tutoringApi, tutoringKeys } from './tutoring-api';

type TMethod = TBookingCheckout['method'];

/** The methods the platform takes now (the catalogue says); both while it loads or when it cannot be read. */
function methodsOf(catalog: TCommerceCatalog | undefined): { methods: TMethod[]; demo: boolean } {
  if (!catalog) return { methods: ['stripe', 'manual'], demo: false };
  const methods: TMethod[] = [];
  if (catalog.methods.stripe || catalog.methods.demo) methods.push('stripe');
  if (catalog.methods.manual) methods.push('manual');
  return { methods, demo: !catalog.methods.stripe && catalog.methods.demo };
}

/**
 * Pays a reservation: online or by bank transfer. Like the commerce checkout, the answer sends the buyer to its
 * redirect (Stripe's page or the demo page), else to the payment's own page (transfer details, status).
 */
export function BookingCheckout({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const catalog = useCatalog();
  const { methods, demo } = methodsOf(catalog.data);
  const [method, setMethod] = useState<TMethod | null>(null);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: (body: TBookingCheckout) => tutoringApi.checkout(booking.id, body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.payments });
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.bookings });
      queryClient.setQueryData(commerceKeys.payment(result.payment.id), result.payment);
      followCheckout(result, (to) => void navigate(to));
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('tutoring.loadError')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosen) return;
    checkout.mutate({ method: chosen, buyer: 'private' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('tutoring.checkout.payTitle')}>
      <Stack gap="sm">
        <Text fw={600}>{t('tutoring.checkout.amount', { amount: formatPln(booking.amountGross) })}</Text>
        <Radio.Group
          label={t('tutoring.checkout.method')}
          value={chosen}
          onChange={(value) => setMethod(value as TMethod)}
        >
          <Stack gap="xs" mt="xs">
            {methods.includes('stripe') && (
              <Radio.Card value="stripe" radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      {demo ? <IconFlask size={18} aria-hidden /> : <IconCreditCard size={18} aria-hidden />}
                      <Text fw={600}>{demo ? t('tutoring.checkout.demo') : t('tutoring.checkout.online')}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {demo ? t('tutoring.checkout.demoHint') : t('tutoring.checkout.onlineHint')}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            )}
            {methods.includes('manual') && (
              <Radio.Card value="manual" radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <IconBuilding size={18} aria-hidden />
                      <Text fw={600}>{t('tutoring.checkout.manual')}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('tutoring.checkout.manualHint')}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
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
            {t('tutoring.checkout.pay')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
