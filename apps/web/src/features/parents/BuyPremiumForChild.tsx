import { Button, Group, Radio, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatPln } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';
import { parentsApi, parentsKeys } from './parents-api';
import { QueryState } from './QueryState';
import { useFollowRedirect } from './useFollowRedirect';
import './parents.pl';

/** "Kup Premium dla dziecka": a plan of the catalogue, paid online for the child (`forUserId`). */
export function BuyPremiumForChild({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button onClick={() => setOpen(true)}>{t('parents.buy.start')}</Button>
      </Group>
    );
  }
  return <PlanChoice childId={childId} />;
}

function PlanChoice({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const follow = useFollowRedirect();
  const catalog = useQuery({ queryKey: parentsKeys.catalog, queryFn: ({ signal }) => parentsApi.catalog(signal) });
  const [plan, setPlan] = useState<string | null>(null);
  const checkout = useMutation({ mutationFn: parentsApi.checkoutForChild, onSuccess: follow });

  return (
    <QueryState query={catalog} errorFallback={t('parents.buy.loadError')}>
      {(data) => {
        const chosen = plan ?? data.plans[0]?.code ?? null;
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (chosen) checkout.mutate({ productCode: chosen, method: 'stripe', buyer: 'private', forUserId: childId });
        };
        return (
          <form onSubmit={submit} noValidate aria-label={t('parents.buy.start')}>
            <Stack gap="sm">
              <Radio.Group label={t('parents.buy.plan')} value={chosen} onChange={setPlan}>
                <Stack gap="xs" mt="xs">
                  {data.plans.map((item) => (
                    <Radio
                      key={item.code}
                      value={item.code}
                      label={t('parents.buy.planLabel', { name: item.name, price: formatPln(item.priceGross) })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <ErrorAlert message={checkout.isError ? errorText(checkout.error, t('parents.buy.loadError')) : null} />
              <Group>
                <Button type="submit" disabled={!chosen} loading={checkout.isPending || checkout.isSuccess}>
                  {t('parents.buy.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        );
      }}
    </QueryState>
  );
}
