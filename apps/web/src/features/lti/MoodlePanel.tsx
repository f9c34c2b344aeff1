import { Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ltiEndpoints } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { PlainList } from '../../components/PlainList';
import { TitledCard } from '../../components/TitledSection';
import { formatDateTime } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { showToast } from '../../lib/toasts';
import './lti.pl';
import '../classes';

/**
 * Moodle for a teacher: a one-time registration address for the school's Moodle administrator (Dynamic
 * Registration), the Moodle courses already linked to classes, and fetching a course's pupils (NRPS).
 */
export function MoodlePanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const contexts = useQuery({
    queryKey: ['lti', 'contexts'] as const,
    queryFn: ({ signal }) => callEndpoint(ltiEndpoints.ltiContexts, { signal, errorToast: false }),
  });
  const registration = useMutation({
    mutationFn: () => callEndpoint(ltiEndpoints.ltiRegistrationUrl, { body: {}, errorToast: false }),
  });
  const roster = useMutation({
    mutationFn: (contextId: string) =>
      callEndpoint(ltiEndpoints.ltiRoster, { params: { id: contextId }, body: {}, errorToast: false }),
    onSuccess: (result) => showToast({ variant: 'success', message: t('lti.connect.rosterDone', result) }),
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('lti.connect.rosterError')) }),
  });
  return (
    <TitledCard id={headingId} title={t('lti.connect.title')} titleSize="h3">
      <Text size="sm" c="dimmed">
        {t('lti.connect.intro')}
      </Text>
      {registration.data ? (
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={t('lti.connect.url')} value={registration.data.url} readOnly style={{ flex: 1 }} />
            <CopyButton value={registration.data.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('lti.connect.copied') : t('lti.connect.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('lti.connect.expires', { date: formatDateTime(registration.data.expiresAt) })}
          </Text>
        </Stack>
      ) : (
        <Button w="fit-content" variant="light" loading={registration.isPending} onClick={() => registration.mutate()}>
          {t('lti.connect.create')}
        </Button>
      )}
      <ErrorAlert message={registration.isError ? errorText(registration.error, t('lti.connect.error')) : null} />
      <Text fw={600} size="sm">
        {t('lti.connect.courses')}
      </Text>
      {contexts.isPending ? (
        <Skeleton height={40} radius="sm" role="status" aria-label={t('app.loading')} />
      ) : contexts.isError ? (
        <RetryAlert
          message={t('lti.connect.error')}
          retryLabel={t('classes.retry')}
          onRetry={() => void contexts.refetch()}
        />
      ) : contexts.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lti.connect.noCourses')}
        </Text>
      ) : (
        <PlainList gap={6} aria-label={t('lti.connect.courses')}>
          {contexts.data.items.map((context) => (
            <Group component="li" key={context.id} justify="space-between" gap="xs">
              <Text size="sm">{t('lti.connect.course', { title: context.title, className: context.className })}</Text>
              {context.rosterAvailable && (
                <Button
                  size="xs"
                  variant="light"
                  loading={roster.isPending && roster.variables === context.id}
                  onClick={() => roster.mutate(context.id)}
                >
                  {t('lti.connect.roster')}
                </Button>
              )}
            </Group>
          ))}
        </PlainList>
      )}
    </TitledCard>
  );
}
