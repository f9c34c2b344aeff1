import './tutoring-styles';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconFlag, IconPaperclip, IconVideo } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatFileSize,
  lessonTypeLabels,
  type TLesson,
  type TLessonChanged,
  type TUploadedFile,
  ZDisputeOpen,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { downloadFile } from '../../components/files/download-file';
import { UploadField } from '../../components/files/UploadField';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { NotFoundPage } from '../errors/NotFoundPage';
import { initialsOf } from '../profiles/profile-paths';
import { tutoringPl } from './tutoring.pl';
import { lessonApi, tutoringKeys } from './tutoring-api';
import { formatLessonRange } from './tutoring-format';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /account/lessons/{id}: one lesson for its teacher, its student or ADMIN, with what the viewer may do. */
export function LessonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lesson = useQuery({
    queryKey: tutoringKeys.lesson(id),
    queryFn: ({ signal }) => lessonApi.lesson(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  useDocumentTitle(t('tutoring.lesson.title'));

  if (lesson.isError && lesson.error instanceof ApiError && lesson.error.status === 404) return <NotFoundPage />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackLink to="/account/calendar">{t('tutoring.lesson.back')}</BackLink>
      {lesson.isPending && (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} />
          <Skeleton height={200} />
        </Stack>
      )}
      {lesson.isError && (
        <RetryAlert
          message={errorText(lesson.error, t('tutoring.loadError'))}
          retryLabel={t('tutoring.retry')}
          onRetry={() => void lesson.refetch()}
        />
      )}
      {lesson.data && <LessonDetails lesson={lesson.data} />}
    </Stack>
  );
}

function Person({ label, person }: { label: string; person: TLesson['teacher'] }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={person.avatar?.url} alt="" size={36} radius="xl" color="blue">
        {initialsOf(person.displayName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.displayName}
        </Text>
      </Stack>
    </Group>
  );
}

function LessonDetails({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [disputing, setDisputing] = useState(false);
  const { policies } = lesson;
  const changed = (result: TLessonChanged) => {
    queryClient.setQueryData(tutoringKeys.lesson(lesson.id), result.lesson);
    void queryClient.invalidateQueries({ queryKey: ['tutoring', 'calendar'] });
    showToast({ variant: 'success', message: result.message });
  };
  const failed = (error: unknown) =>
    showToast({ variant: 'error', message: errorText(error, t('tutoring.loadError')) });
  const join = useMutation({
    mutationFn: () => lessonApi.meeting(lesson.id),
    onSuccess: (meeting) => navigate(`/chat?chatRoomId=${encodeURIComponent(meeting.roomId)}`),
    onError: failed,
  });
  const confirm = useMutation({ mutationFn: () => lessonApi.confirm(lesson.id), onSuccess: changed, onError: failed });
  const rate = useMutation({
    mutationFn: (rating: number) => lessonApi.rate(lesson.id, rating),
    onSuccess: changed,
    onError: failed,
  });
  const confirmation = lesson.confirmation ?? 'none';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{lessonTypeLabels[lesson.lessonType]}</Title>
        <Text size="lg" data-testid="lesson-time">
          {formatLessonRange(lesson.startsAt, lesson.endsAt)}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Person label={t('tutoring.lesson.teacher')} person={lesson.teacher} />
            <Person label={t('tutoring.lesson.student')} person={lesson.student} />
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" radius="sm" tt="none" color={lesson.bookingStatus === 'booked' ? 'teal' : 'gray'}>
              {t('tutoring.lesson.status')}: {tutoringPl.statuses[lesson.bookingStatus]}
            </Badge>
            {lesson.cancelled && (
              <Badge variant="light" radius="sm" tt="none" color="red">
                {t('tutoring.lesson.cancelled')}
              </Badge>
            )}
            <Badge variant="outline" radius="sm" tt="none" color={lesson.confirmation ? 'teal' : 'gray'}>
              {t('tutoring.lesson.confirmation')}: {tutoringPl.confirmations[confirmation]}
            </Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            {policies.join && (
              <Button
                leftSection={<IconVideo size={16} aria-hidden />}
                loading={join.isPending}
                onClick={() => join.mutate()}
              >
                {t('tutoring.lesson.join')}
              </Button>
            )}
            {policies.confirm && (
              <Button
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {t('tutoring.lesson.confirm')}
              </Button>
            )}
            {policies.dispute && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => setDisputing(true)}
              >
                {t('tutoring.lesson.dispute')}
              </Button>
            )}
          </Group>
          {policies.rate && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="lesson-rating-label">
                {t('tutoring.lesson.rating')}
              </Text>
              <Rating
                value={lesson.rating ?? 0}
                onChange={(value) => rate.mutate(value)}
                readOnly={rate.isPending}
                aria-labelledby="lesson-rating-label"
              />
            </Stack>
          )}
          {!policies.rate && lesson.rating !== null && (
            <Text size="sm">{t('tutoring.lesson.ratingShown', { rating: lesson.rating })}</Text>
          )}
          {lesson.dispute && (
            <Alert color={lesson.dispute.status === 'OPEN' ? 'orange' : 'gray'} data-testid="lesson-dispute">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('tutoring.lesson.disputeInfo', { status: tutoringPl.disputeStatuses[lesson.dispute.status] })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {t('tutoring.lesson.disputeReasonShown', { reason: lesson.dispute.reason })}
                </Text>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>
      <LessonFiles lesson={lesson} onChanged={changed} />
      <DisputeDialog lesson={lesson} opened={disputing} onClose={() => setDisputing(false)} onChanged={changed} />
    </Stack>
  );
}

function LessonFiles({ lesson, onChanged }: { lesson: TLesson; onChanged: (result: TLessonChanged) => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attach = useMutation({
    mutationFn: (fileId: string) => lessonApi.attach(lesson.id, fileId),
    onSuccess: (result) => {
      setAdding(false);
      setError(null);
      onChanged(result);
    },
    onError: (failure) => setError(errorText(failure, t('tutoring.loadError'))),
  });
  const uploaded = (files: TUploadedFile[]) => {
    const file = files[0];
    if (file) attach.mutate(file.id);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="lesson-files-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="lesson-files-title">
          {t('tutoring.lesson.files')}
        </Title>
        {lesson.policies.attach && !adding && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('tutoring.lesson.addFile')}
          </Button>
        )}
      </Group>
      {lesson.files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('tutoring.lesson.noFiles')}
        </Text>
      ) : (
        <List size="sm" aria-label={t('tutoring.lesson.files')}>
          {lesson.files.map((file) => (
            <List.Item key={file.id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() =>
                  void downloadFile({ id: file.id, originalname: file.name }).catch((failure: unknown) =>
                    showToast({ variant: 'error', message: errorText(failure, t('tutoring.loadError')) }),
                  )
                }
              >
                {file.name}
              </Anchor>{' '}
              ({formatFileSize(file.size)})
            </List.Item>
          ))}
        </List>
      )}
      {adding && (
        <Stack gap="xs">
          <UploadField assign="TUTORING_ATTACHMENT" label={t('tutoring.lesson.attach')} onChange={uploaded} />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button variant="default" size="xs" onClick={() => setAdding(false)} style={{ alignSelf: 'flex-start' }}>
            {t('tutoring.lesson.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

type TDisputeDialogProps = {
  lesson: TLesson;
  opened: boolean;
  onClose: () => void;
  onChanged: (result: TLessonChanged) => void;
};

function DisputeDialog({ lesson, opened, onClose, onChanged }: TDisputeDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => lessonApi.dispute(lesson.id, { reason: text }),
    onSuccess: (result) => {
      setReason('');
      setError(null);
      onClose();
      onChanged(result);
    },
    onError: (failure) => setError(errorText(failure, t('tutoring.loadError'))),
  });
  const submit = () => {
    const parsed = ZDisputeOpen.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    send.mutate(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('tutoring.lesson.disputeTitle')} centered>
      <Stack gap="md">
        <Textarea
          label={t('tutoring.lesson.disputeReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={5}
          maxLength={1000}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tutoring.lesson.cancel')}
          </Button>
          <Button color="red" loading={send.isPending} onClick={submit}>
            {t('tutoring.lesson.disputeSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
