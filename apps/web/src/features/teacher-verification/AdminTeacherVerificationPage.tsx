import { Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TAdminTeacherVerification, zonedParts } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { countryName } from './countries';
import { teacherVerificationApi, teacherVerificationKeys } from './teacher-verification-api';
import './teacher-verification.pl';

const statusColor = { PENDING: 'orange', APPROVED: 'teal', REFUSED: 'red' } as const;

/** /admin/teacher-verification: the ADMIN's queue of teachers' applications and the decision with the checklist. */
export function AdminTeacherVerificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teacherVerification.admin.title'));
  const queue = useQuery({
    queryKey: teacherVerificationKeys.queue,
    queryFn: ({ signal }) => teacherVerificationApi.queue(signal),
  });

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('teacherVerification.admin.title')}</Title>
        <Text c="dimmed">{t('teacherVerification.admin.intro')}</Text>
      </Stack>
      {queue.isPending && (
        <Text role="status" aria-busy="true">
          {t('app.loading')}
        </Text>
      )}
      {queue.isError && (
        <RetryAlert
          message={errorText(queue.error, t('teacherVerification.admin.loadError'))}
          retryLabel={t('routeError.retry')}
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && (
        <>
          <Text fw={600}>{t('teacherVerification.admin.pendingCount', { count: queue.data.pending })}</Text>
          {queue.data.results.length === 0 ? (
            <Text>{t('teacherVerification.admin.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {queue.data.results.map((item) => (
                <Application key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function Application({ item }: { item: TAdminTeacherVerification }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = `${item.teacher.displayName} (${item.teacher.username})`;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(item.declaredAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={statusColor[item.status]} variant="light">
            {t(`teacherVerification.admin.status.${item.status}`)}
          </Badge>
          <Button size="xs" variant="default" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {t('teacherVerification.admin.open', { name: item.teacher.username })}
          </Button>
        </Group>
      </Group>
      {open && <ApplicationDetails item={item} />}
    </Card>
  );
}

function ApplicationDetails({ item }: { item: TAdminTeacherVerification }) {
  const { t } = useTranslation();
  const openDocument = useMutation({
    mutationFn: (fileId: string) => teacherVerificationApi.documentLink(fileId),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
  });
  return (
    <Stack gap="sm" mt="md">
      <dl style={{ margin: 0 }}>
        <Text component="dt" fw={600} size="sm">
          {t('teacherVerification.admin.teacher')}
        </Text>
        <Text component="dd" m={0} mb="xs">
          {item.teacher.displayName} ({item.teacher.username}) · {t('teacherVerification.admin.email')}:{' '}
          {item.teacher.email ?? '—'}
        </Text>
        <Text component="dt" fw={600} size="sm">
          {t('teacherVerification.admin.declaredAt')}
        </Text>
        <Text component="dd" m={0} mb="xs">
          {formatDateTime(item.declaredAt)} {t('teacherVerification.admin.declaredFrom', { ip: item.declaredFromIp })}
        </Text>
        <Text component="dt" fw={600} size="sm">
          {t('teacherVerification.admin.countries')}
        </Text>
        <Text component="dd" m={0} mb="xs">
          {item.countries.map(countryName).join(', ')}
        </Text>
        <Text component="dt" fw={600} size="sm">
          {t('teacherVerification.admin.document')}
        </Text>
        <Text component="dd" m={0} mb="xs">
          {item.document ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              loading={openDocument.isPending}
              onClick={() => openDocument.mutate(item.document!.id)}
            >
              {t('teacherVerification.admin.openDocument')} ({item.document.name})
            </Button>
          ) : (
            t('teacherVerification.admin.documentDeleted', {
              date: item.documentDeletedAt ? formatDate(item.documentDeletedAt) : '—',
            })
          )}
        </Text>
      </dl>
      <details>
        <summary>{t('teacherVerification.admin.declaration')}</summary>
        <Text size="sm" mt="xs">
          {item.declarationText}
        </Text>
      </details>
      {item.status === 'PENDING' ? <Decision item={item} /> : <Decided item={item} />}
    </Stack>
  );
}

function Decided({ item }: { item: TAdminTeacherVerification }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('teacherVerification.admin.decided', {
          status: t(`teacherVerification.admin.status.${item.status}`),
          date: item.decidedAt ? formatDateTime(item.decidedAt) : '—',
          admin: item.decidedBy?.username ?? '—',
        })}
      </Text>
      {item.verifiedUntil && (
        <Text size="sm">{t('teacherVerification.admin.verifiedUntil', { date: formatDate(item.verifiedUntil) })}</Text>
      )}
      {item.refusalReason && (
        <Text size="sm">{t('teacherVerification.admin.refusal', { reason: item.refusalReason })}</Text>
      )}
    </Stack>
  );
}

function Decision({ item }: { item: TAdminTeacherVerification }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [checks, setChecks] = useState({
    registryChecked: false,
    krkChecked: false,
    identityChecked: false,
    countriesChecked: false,
  });
  const [registryCheckedOn, setRegistryCheckedOn] = useState(() => zonedParts(new Date()).date);
  const [note, setNote] = useState('');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = (message: string) => {
    showToast({ variant: 'success', message });
    void queryClient.invalidateQueries({ queryKey: teacherVerificationKeys.queue });
  };
  const fail = (error: unknown) => setProblem(errorText(error, t('teacherVerification.admin.loadError')));
  const approve = useMutation({
    mutationFn: () =>
      teacherVerificationApi.approve(item.id, {
        checklist: {
          ...checks,
          registryChecked: checks.registryChecked as true,
          krkChecked: checks.krkChecked as true,
          registryCheckedOn,
          ...(note.trim() && { note: note.trim() }),
        },
      }),
    onSuccess: (answer) => done(answer.message),
    onError: fail,
  });
  const refuse = useMutation({
    mutationFn: () => teacherVerificationApi.refuse(item.id, reason),
    onSuccess: (answer) => done(answer.message),
    onError: fail,
  });
  const check = (key: keyof typeof checks) => (
    <Checkbox
      label={t(`teacherVerification.admin.${key}`)}
      checked={checks[key]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setChecks((value) => ({ ...value, [key]: checked }));
      }}
    />
  );

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h4" component="legend">
        {t('teacherVerification.admin.checklistTitle')}
      </Title>
      {check('registryChecked')}
      <TextInput
        type="date"
        label={t('teacherVerification.admin.registryCheckedOn')}
        value={registryCheckedOn}
        onChange={(event) => setRegistryCheckedOn(event.currentTarget.value)}
        maw={240}
        required
      />
      {check('krkChecked')}
      {check('identityChecked')}
      {check('countriesChecked')}
      <Textarea
        label={t('teacherVerification.admin.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
      />
      <ErrorAlert message={problem} />
      <Group gap="sm">
        <Button
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={approve.isPending}
          onClick={() => {
            setProblem(null);
            approve.mutate();
          }}
        >
          {t('teacherVerification.admin.approve')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          aria-expanded={refusing}
          onClick={() => setRefusing((value) => !value)}
        >
          {t('teacherVerification.admin.refuse')}
        </Button>
      </Group>
      {refusing && (
        <Stack gap="xs">
          <Textarea
            label={t('teacherVerification.admin.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={2}
          />
          <Group gap="sm">
            <Button
              color="red"
              loading={refuse.isPending}
              onClick={() => {
                setProblem(null);
                refuse.mutate();
              }}
            >
              {t('teacherVerification.admin.confirmRefuse')}
            </Button>
            <Button variant="default" onClick={() => setRefusing(false)}>
              {t('teacherVerification.admin.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
