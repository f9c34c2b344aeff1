import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPln, type TPurchaseRequest } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDate } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parentsApi, parentsKeys } from './parents-api';
import { QueryState } from './QueryState';
import { useFollowRedirect } from './useFollowRedirect';
import './parents.pl';

/** /parent/requests: what the children asked to buy; the pending ones to pay or decline, the decided below. */
export function PurchaseRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('parents.requests.title'));
  const requests = useQuery({
    queryKey: parentsKeys.requests,
    queryFn: ({ signal }) => parentsApi.purchaseRequests(signal),
  });

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('parents.child.back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('parents.requests.title')}</Title>
        <Text c="dimmed">{t('parents.requests.intro')}</Text>
      </Stack>
      <QueryState query={requests} errorFallback={t('parents.requests.loadError')}>
        {(list) => {
          const pending = list.filter((request) => request.status === 'PENDING');
          const decided = list.filter((request) => request.status !== 'PENDING');
          return (
            <>
              {pending.length === 0 ? (
                <Text>{t('parents.requests.empty')}</Text>
              ) : (
                <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
                  {pending.map((request) => (
                    <PendingRequest key={request.id} request={request} />
                  ))}
                </Stack>
              )}
              {decided.length > 0 && (
                <section aria-labelledby="decided-requests">
                  <Title order={2} size="h3" id="decided-requests" mb="sm">
                    {t('parents.requests.decided')}
                  </Title>
                  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                    {decided.map((request) => (
                      <Card component="li" key={request.id} withBorder radius="md" padding="sm">
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text size="sm">
                            {request.child.displayName}: {request.itemName} ({formatPln(request.amountGross)})
                          </Text>
                          <Badge color={request.status === 'PAID' ? 'teal' : 'gray'} variant="light">
                            {t(`parents.requests.status.${request.status}`)}
                            {request.decidedAt && ` ${formatDate(request.decidedAt)}`}
                          </Badge>
                        </Group>
                      </Card>
                    ))}
                  </Stack>
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function PendingRequest({ request }: { request: TPurchaseRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const follow = useFollowRedirect();
  const pay = useMutation({
    mutationFn: () =>
      request.bookingId
        ? parentsApi.payBooking(request.bookingId)
        : parentsApi.checkoutForChild({
            productCode: request.productCode ?? '',
            method: 'stripe',
            buyer: 'private',
            forUserId: request.child.id,
          }),
    onSuccess: follow,
  });
  const decline = useMutation({
    mutationFn: () => parentsApi.declineRequest(request.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: parentsKeys.all }),
  });
  const failure = pay.error ?? decline.error;

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={`${request.child.displayName}: ${request.itemName}`}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('parents.requests.from', { name: request.child.displayName })}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{request.itemName}</Text>
          <Text fw={700}>{formatPln(request.amountGross)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('parents.requests.asked', { date: formatDate(request.createdAt) })}
        </Text>
        {decline.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck />} role="status">
            {decline.data.message}
          </Alert>
        )}
        <ErrorAlert message={failure ? errorText(failure, t('parents.requests.loadError')) : null} />
        <Group gap="sm">
          <Button onClick={() => pay.mutate()} loading={pay.isPending || pay.isSuccess} disabled={decline.isPending}>
            {t('parents.requests.pay')}
          </Button>
          <Button
            variant="default"
            onClick={() => decline.mutate()}
            loading={decline.isPending}
            disabled={pay.isPending}
          >
            {t('parents.requests.decline')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
