// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCrown, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAdmin, type TSubscriptionState } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/dates';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { QueryStateView } from '../account';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { useViewer } from '../../lib/session/useViewer';
import { commerceApi } from './commerce-api';
import { referencePlan } from './commerce-format';
import { commerceKeys } from './commerce-keys';
import { PlanCard } from './PlanCard';
import { useCatalog, useSubscriptionState } from './useCommerceQueries';
import { TitledSection } from '../../components/TitledSection';
import './commerce.pl';

const featureKeys = ['hide', 'solved', 'lists', 'copy', 'types', 'levels'] as const;

/** /subscription: what Premium gives, the plans, and the signed-in account's current Premium. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.subscription.title'));
  const signedIn = useIsAuthenticated();
  const { viewer } = useViewer();
  const catalog = useCatalog();
  const subscription = useSubscriptionState();
  const plans = catalog.data?.plans ?? [];
  const reference = referencePlan(plans);
  const extend = subscription.data?.hasActiveSubscription ?? false;

  return (
    <Stack gap="xl" px={{ base: 'xs', sm: 0 }}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCrown size={30} aria-hidden color="var(--mantine-color-yellow-5)" />
          <Title order={1}>{t('commerce.subscription.title')}</Title>
        </Group>
        <Text c="dimmed">{t('commerce.subscription.intro')}</Text>
      </Stack>

      {isAdmin(viewer) && (
        <Alert color="blue" icon={<IconInfoCircle />}>
          {t('commerce.subscription.adminNote')}
        </Alert>
      )}

      {signedIn && (
        <TitledSection id="subscription-state" title={t('commerce.subscription.stateTitle')} titleSize="h3">
          <QueryStateView query={subscription}>{(state) => <SubscriptionStateCard state={state} />}</QueryStateView>
        </TitledSection>
      )}

      <TitledSection id="premium-features" title={t('commerce.subscription.featuresTitle')} titleSize="h3">
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="teal" size={22} radius="xl">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {featureKeys.map((key) => (
            <List.Item key={key}>{t(`commerce.subscription.features.${key}`)}</List.Item>
          ))}
        </List>
      </TitledSection>

      <TitledSection id="premium-plans" title={t('commerce.subscription.plansTitle')} titleSize="h3">
        <QueryStateView query={catalog}>
          {() => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {plans.map((plan) => (
                <PlanCard key={plan.code} plan={plan} reference={reference} signedIn={signedIn} extend={extend} />
              ))}
            </SimpleGrid>
          )}
        </QueryStateView>
        <Text size="sm" c="dimmed">
          {t('commerce.subscription.noAutoRenewal')}
        </Text>
      </TitledSection>

      {signedIn && subscription.data && <PeriodsHistory state={subscription.data} />}
    </Stack>
  );
}

/**
 * Premium now: until when, and the renewal reminder with the button that switches it (nothing renews by itself:
 * each period is bought once, so there is nothing to cancel).
 */
function SubscriptionStateCard({ state }: { state: TSubscriptionState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: () => (state.cancelAtPeriodEnd ? commerceApi.resumeSubscription() : commerceApi.cancelSubscription()),
    onSuccess: (result) => {
      queryClient.setQueryData(commerceKeys.subscription, result.subscription);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      // Premium is bought one period at a time: what these switch is the reminder, and the toast says so.
      const message = result.subscription.cancelAtPeriodEnd
        ? t('commerce.subscription.canceledToast')
        : t('commerce.subscription.resumedToast');
      showToast({ variant: 'success', message });
      setConfirming(false);
    },
  });

  if (!state.hasActiveSubscription || !state.activeUntil) {
    return (
      <Card withBorder radius="md" padding="md">
        <Text>{t('commerce.subscription.inactive')}</Text>
      </Card>
    );
  }
  const until = formatDate(state.activeUntil);
  const canceled = state.cancelAtPeriodEnd;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="yellow" variant="filled" tt="none" leftSection={<IconCrown size={12} aria-hidden />}>
            {t('commerce.subscription.active')}
          </Badge>
          {state.current && <Text fw={500}>{state.current.planName}</Text>}
        </Group>
        {canceled ? (
          <Text c="orange">{t('commerce.subscription.canceledUntil', { date: until })}</Text>
        ) : (
          <>
            <Text>{t('commerce.subscription.activeUntil', { date: until })}</Text>
            {state.renewsAt && (
              <Text size="sm" c="dimmed">
                {t('commerce.subscription.renewsAt', { date: formatDate(state.renewsAt) })}
              </Text>
            )}
          </>
        )}
        <Group>
          <Button variant={canceled ? 'filled' : 'default'} onClick={() => setConfirming(true)}>
            {t(canceled ? 'commerce.subscription.resumeButton' : 'commerce.subscription.cancelButton')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(canceled ? 'commerce.subscription.resumeTitle' : 'commerce.subscription.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t(canceled ? 'commerce.subscription.resumeText' : 'commerce.subscription.cancelText', { date: until })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('commerce.subscription.keep')}
            </Button>
            <Button color={canceled ? undefined : 'red'} loading={change.isPending} onClick={() => change.mutate()}>
              {t(canceled ? 'commerce.subscription.resumeConfirm' : 'commerce.subscription.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** Every paid Premium period, newest first. */
function PeriodsHistory({ state }: { state: TSubscriptionState }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="premium-periods" title={t('commerce.subscription.historyTitle')} titleSize="h3">
      {state.periods.length === 0 ? (
        <Text c="dimmed">{t('commerce.subscription.historyEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('commerce.subscription.plan')}</Table.Th>
                <Table.Th>{t('commerce.subscription.periodColumn')}</Table.Th>
                <Table.Th>{t('commerce.subscription.status')}</Table.Th>
                <Table.Th>{t('commerce.subscription.payment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.periods.map((period) => (
                <Table.Tr key={period.id}>
                  <Table.Td>{period.planName}</Table.Td>
                  <Table.Td>
                    {t('commerce.subscription.period', {
                      from: formatDate(period.startsAt),
                      to: formatDate(period.endsAt),
                    })}
                  </Table.Td>
                  <Table.Td>{t(`commerce.subscription.statuses.${period.status}`)}</Table.Td>
                  <Table.Td>
                    {period.paymentId && (
                      <Anchor component={Link} to={`/payment/${period.paymentId}`} size="sm">
                        {t('commerce.subscription.showPayment')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}
