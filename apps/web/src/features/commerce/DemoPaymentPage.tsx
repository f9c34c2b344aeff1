// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFlask } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPaymentOpen } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { QueryStateView } from '../account';
import { AmountToPay } from './AmountToPay';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import './commerce.pl';

/**
 * /checkout/demo/{paymentId}: the local stand-in for Stripe's page when no keys are configured. Clearly a
 * demonstration: the buyer decides how the payment ends, and no money moves.
 */
export function DemoPaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.demo.title'));
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: commerceKeys.payment(paymentId),
    queryFn: ({ signal }) => commerceApi.payment(paymentId, signal),
  });
  const answer = useMutation({
    mutationFn: (outcome: 'paid' | 'failed') => commerceApi.demoPayment(paymentId, outcome),
    onSuccess: (result, outcome) => {
      queryClient.setQueryData(commerceKeys.payment(paymentId), result.payment);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.all, refetchType: 'none' });
      if (outcome === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void navigate(`/payment/${paymentId}?result=${outcome}`, { replace: true });
    },
  });

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={560}>
      <Group gap="xs">
        <IconFlask size={28} aria-hidden />
        <Title order={1}>{t('commerce.demo.title')}</Title>
      </Group>
      <Alert color="yellow" icon={<IconFlask />}>
        {t('commerce.demo.intro')}
      </Alert>
      <QueryStateView query={payment}>
        {(data) => {
          if (data.provider !== 'demo') {
            return (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {t('commerce.demo.notDemo')}
              </Alert>
            );
          }
          const open = isPaymentOpen(data.status);
          return (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Badge color="yellow" variant="outline" tt="none" w="fit-content">
                  {t('commerce.demo.title')}
                </Badge>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('commerce.demo.item')}
                  </Text>
                  <Text fw={600}>{data.item.name}</Text>
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('commerce.demo.amount')}
                  </Text>
                  <AmountToPay grosze={data.amountGross} testId="demo-amount" />
                </div>
                {open ? (
                  <Group grow preventGrowOverflow={false} wrap="wrap">
                    <Button
                      size="md"
                      color="teal"
                      loading={answer.isPending && answer.variables === 'paid'}
                      disabled={answer.isPending || answer.isSuccess}
                      onClick={() => answer.mutate('paid')}
                    >
                      {t('commerce.demo.pay')}
                    </Button>
                    <Button
                      size="md"
                      variant="default"
                      loading={answer.isPending && answer.variables === 'failed'}
                      disabled={answer.isPending || answer.isSuccess}
                      onClick={() => answer.mutate('failed')}
                    >
                      {t('commerce.demo.reject')}
                    </Button>
                  </Group>
                ) : (
                  <Stack gap="xs" align="flex-start">
                    <Text>{t('commerce.demo.closed')}</Text>
                    <Anchor component={Link} to={`/payment/${data.id}`}>
                      {t('commerce.demo.showResult')}
                    </Anchor>
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        }}
      </QueryStateView>
    </Stack>
  );
}
