import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Input,
  List,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconFile } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatPln,
  homeworkRequestLimits,
  homeworkRequestMessages,
  schoolLevelLabels,
  subjectLabels,
  type THomeworkRequest,
  type THomeworkRequestFile,
  type THomeworkRequestOffer,
  type TUploadedFile,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { UploadField } from '../../components/files/UploadField';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { showToast } from '../../lib/toasts';
import { useViewer } from '../auth/useViewer';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import { RequestCheckout } from './RequestCheckout';
import { RequestDisputeSection } from './RequestDisputeSection';
import { formatDeadline, localInputToIso, plnToGrosze, requestStatusColors } from './request-format';

const m = homeworkRequestMessages;
const errorText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

/**
 * /requests/{id}: the request with its files and history; for its owner the offers ('Akceptuj', then pay);
 * for a teacher the offer form or their own offer; for the paid teacher the work and the delivery; for the
 * buyer, that teacher and ADMIN the delivered solution and its dispute (the owner reports a problem within
 * 7 days of the delivery).
 */
export function RequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { ready } = useViewer();
  const request = useQuery({
    queryKey: homeworkRequestKeys.request(id),
    queryFn: ({ signal }) => homeworkRequestsApi.get(id, signal),
    enabled: ready,
  });
  useDocumentTitle(request.data?.title ?? t('homeworkRequests.list.title'));

  const back = (
    <Anchor component={Link} to="/requests" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('homeworkRequests.detail.back')}
      </Group>
    </Anchor>
  );
  if (!request.data && (request.isPending || !ready))
    return (
      <Stack px={{ base: 'xs', sm: 0 }} maw={960} aria-busy="true">
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        <CardListSkeleton count={2} />
      </Stack>
    );
  if (!request.data) {
    const status = request.error instanceof ApiError ? request.error.status : 0;
    return (
      <Stack gap="xs" align="flex-start" px={{ base: 'xs', sm: 0 }}>
        {back}
        <Text c="red" role="alert">
          {status === 404
            ? t('homeworkRequests.detail.notFound')
            : status === 403
              ? t('homeworkRequests.detail.forbidden')
              : t('homeworkRequests.loadError')}
        </Text>
        {status !== 404 && status !== 403 && (
          <Button variant="light" onClick={() => void request.refetch()}>
            {t('homeworkRequests.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  const data = request.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      {back}
      <RequestDetails request={data} />
      {data.policies.readSolution && <SolutionSection requestId={data.id} />}
      <RequestDisputeSection request={data} />
      {data.policies.deliver && <WorkSection request={data} />}
      <OffersSection request={data} />
      <RequestTimeline request={data} />
    </Stack>
  );
}

function FileList({ files, label }: { files: THomeworkRequestFile[]; label: string }) {
  if (!files.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <List size="sm" spacing={4} aria-label={label} icon={<IconFile size={16} aria-hidden />}>
        {files.map((file) => (
          <List.Item key={file.id}>
            <Anchor href={file.url} target="_blank" rel="noopener">
              {file.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function RequestDetails({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => homeworkRequestsApi.cancel(request.id),
    onSuccess: (result) => {
      queryClient.setQueryData(homeworkRequestKeys.request(request.id), result.request);
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
      showToast({ variant: 'success', message: result.message });
      setConfirming(false);
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('homeworkRequests.loadError')) }),
  });
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={request.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={1} size="h2">
            {request.title}
          </Title>
          <Badge color={requestStatusColors[request.status]} variant="light" size="lg">
            {t(`homeworkRequests.statuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {subjectLabels[request.subject]} · {schoolLevelLabels[request.level]} ·{' '}
          {t('homeworkRequests.detail.owner', { name: request.owner.displayName })}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('homeworkRequests.detail.deadline', { date: formatDeadline(request.deadline) })}</Text>
          <Text size="sm">
            {request.budgetGross === null
              ? t('homeworkRequests.detail.noBudget')
              : t('homeworkRequests.detail.budget', { amount: formatPln(request.budgetGross) })}
          </Text>
          {request.teacher && (
            <Text size="sm">{t('homeworkRequests.detail.teacher', { name: request.teacher.displayName })}</Text>
          )}
        </Group>
        <RichContent html={request.description} />
        <FileList files={request.files} label={t('homeworkRequests.detail.files')} />
        {request.policies.cancel && (
          <Group>
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('homeworkRequests.detail.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('homeworkRequests.detail.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('homeworkRequests.detail.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('homeworkRequests.detail.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('homeworkRequests.detail.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function RequestTimeline({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('homeworkRequests.detail.timeline')}>
      <Title order={2} size="h4">
        {t('homeworkRequests.detail.timeline')}
      </Title>
      <Timeline active={request.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {request.timeline.map((entry) => (
          <Timeline.Item key={`${entry.kind}-${entry.at}`} title={t(`homeworkRequests.timeline.${entry.kind}`)}>
            <Text size="xs" c="dimmed">
              {formatDeadline(entry.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function OffersSection({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: homeworkRequestKeys.offers(request.id),
    queryFn: ({ signal }) => homeworkRequestsApi.offers(request.id, signal),
  });
  const [paying, setPaying] = useState<THomeworkRequestOffer | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
  const act = useMutation({
    mutationFn: ({ offer, action }: { offer: THomeworkRequestOffer; action: 'accept' | 'withdraw' }) =>
      action === 'accept' ? homeworkRequestsApi.accept(offer.id) : homeworkRequestsApi.withdraw(offer.id),
    onSuccess: (result, { action }) => {
      showToast({ variant: 'success', message: result.message });
      refresh();
      if (action === 'accept') setPaying(result.offer);
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('homeworkRequests.loadError')) }),
  });
  const isOwner = viewer?.id === request.owner.id;
  const results = offers.data?.results ?? [];
  const liveOwn = results.some(
    (offer) => offer.teacher.id === viewer?.id && ['pending', 'accepted', 'paid'].includes(offer.status),
  );
  if (!isOwner && !results.length && !request.policies.offer) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('homeworkRequests.offers.title')}>
      <Title order={2} size="h4">
        {t('homeworkRequests.offers.title')}
      </Title>
      {offers.isPending && <CardListSkeleton count={1} />}
      {offers.isError && (
        <Text c="red" role="alert">
          {t('homeworkRequests.loadError')}
        </Text>
      )}
      {offers.isSuccess && !results.length && isOwner && <Text c="dimmed">{t('homeworkRequests.offers.empty')}</Text>}
      {results.map((offer) => (
        <Card key={offer.id} withBorder radius="md" p="sm" component="article" aria-label={offer.teacher.displayName}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{offer.teacher.displayName}</Text>
              <Badge variant="light">{t(`homeworkRequests.offerStatuses.${offer.status}`)}</Badge>
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm">{t('homeworkRequests.offers.price', { amount: formatPln(offer.priceGross) })}</Text>
              <Text size="sm">{t('homeworkRequests.offers.until', { date: formatDeadline(offer.deadline) })}</Text>
            </Group>
            {offer.message && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {offer.message}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              {offer.policies.accept && (
                <Button size="xs" loading={act.isPending} onClick={() => act.mutate({ offer, action: 'accept' })}>
                  {t('homeworkRequests.offers.accept')}
                </Button>
              )}
              {offer.policies.pay && (
                <Button size="xs" onClick={() => setPaying(offer)}>
                  {t('homeworkRequests.offers.pay')}
                </Button>
              )}
              {offer.policies.withdraw && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={act.isPending}
                  onClick={() => act.mutate({ offer, action: 'withdraw' })}
                >
                  {t('homeworkRequests.offers.withdraw')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
      {request.policies.offer && offers.isSuccess && !liveOwn && <OfferForm request={request} />}
      <Modal
        opened={paying !== null}
        onClose={() => setPaying(null)}
        title={t('homeworkRequests.offers.payTitle')}
        centered
      >
        {paying && <RequestCheckout offer={paying} />}
      </Modal>
    </Stack>
  );
}

function OfferForm({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState<number | string>('');
  const [deadline, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { priceGross: number; deadline: string; message: string }) =>
      homeworkRequestsApi.createOffer(request.id, body),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
    },
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const iso = localInputToIso(deadline);
    if (typeof price !== 'number' || plnToGrosze(price) < homeworkRequestLimits.minPriceGross) {
      setError(m.price);
      return;
    }
    if (!iso) {
      setError(m.date);
      return;
    }
    if (new Date(iso) > new Date(request.deadline)) {
      setError(m.offerDeadlineAfter);
      return;
    }
    send.mutate({ priceGross: plnToGrosze(price), deadline: iso, message: message.trim() });
  };
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={t('homeworkRequests.offers.formTitle')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('homeworkRequests.offers.formTitle')}
          </Title>
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput
              label={t('homeworkRequests.offers.formPrice')}
              value={price}
              onChange={setPrice}
              min={2}
              max={10_000}
              decimalScale={2}
              decimalSeparator=","
              allowNegative={false}
              required
              miw={180}
            />
            <TextInput
              type="datetime-local"
              label={t('homeworkRequests.offers.formDeadline')}
              description={t('homeworkRequests.offers.formDeadlineHelp')}
              value={deadline}
              onChange={(event) => setDeadline(event.currentTarget.value)}
              required
              miw={180}
            />
          </Group>
          <Textarea
            label={t('homeworkRequests.offers.formMessage')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={homeworkRequestLimits.messageMaxLength}
            rows={3}
          />
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('homeworkRequests.offers.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function WorkSection({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [solution, setSolution] = useState('');
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const changed = (result: { message: string; request: THomeworkRequest }) => {
    queryClient.setQueryData(homeworkRequestKeys.request(request.id), result.request);
    void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
    showToast({ variant: 'success', message: result.message });
  };
  const progress = useMutation({
    mutationFn: () => homeworkRequestsApi.progress(request.id),
    onSuccess: changed,
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const deliver = useMutation({
    mutationFn: () => homeworkRequestsApi.deliver(request.id, { solution, fileIds: files.map((file) => file.id) }),
    onSuccess: changed,
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const started = request.timeline.some((entry) => entry.kind === 'SOLUTION_IN_PROGRESS');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = new DOMParser().parseFromString(solution, 'text/html').body.textContent?.trim();
    if (!text) {
      setError(m.solutionRequired);
      return;
    }
    deliver.mutate();
  };
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('homeworkRequests.work.title')}>
      <form onSubmit={submit} noValidate aria-label={t('homeworkRequests.work.deliverTitle')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('homeworkRequests.work.deliverTitle')}
          </Title>
          {!started && (
            <Group>
              <Button variant="light" loading={progress.isPending} onClick={() => progress.mutate()}>
                {t('homeworkRequests.work.progress')}
              </Button>
            </Group>
          )}
          <Input.Wrapper label={t('homeworkRequests.work.solution')} required>
            <RichTextEditor
              variant="question"
              value={solution}
              onChange={setSolution}
              height={260}
              aria-label={t('homeworkRequests.work.solution')}
              withUploads={false}
              withHomeworks={false}
            />
          </Input.Wrapper>
          <UploadField
            assign="PRIVATE"
            multiple
            maxFiles={homeworkRequestLimits.maxFiles}
            label={t('homeworkRequests.work.files')}
            value={files}
            onChange={setFiles}
          />
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={deliver.isPending}>
              {t('homeworkRequests.work.deliver')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function SolutionSection({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const solution = useQuery({
    queryKey: homeworkRequestKeys.solution(requestId),
    queryFn: ({ signal }) => homeworkRequestsApi.solution(requestId, signal),
  });
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('homeworkRequests.solution.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('homeworkRequests.solution.title')}
        </Title>
        {solution.isPending && <CardListSkeleton count={1} />}
        {solution.isError && (
          <Text c="red" role="alert">
            {t('homeworkRequests.loadError')}
          </Text>
        )}
        {solution.data && (
          <>
            <Text size="sm" c="dimmed">
              {t('homeworkRequests.solution.deliveredBy', {
                name: solution.data.teacher.displayName,
                date: formatDeadline(solution.data.deliveredAt),
              })}
            </Text>
            <RichContent html={solution.data.solution} />
            <FileList files={solution.data.files} label={t('homeworkRequests.solution.files')} />
          </>
        )}
      </Stack>
    </Card>
  );
}
