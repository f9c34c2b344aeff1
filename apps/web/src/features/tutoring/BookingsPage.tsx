import './tutoring-styles';
import { Anchor, Avatar, Badge, Button, Card, Group, List, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, formatPln, type TBooking, type TBookingStatus, tutoring } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { formatCount } from '../../components/number-format';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { useViewer } from '../auth/useViewer';
import { parsePage } from '../concepts/concept-filters';
import { initialsOf } from '../profiles/profile-paths';
import { BookingCheckout } from './BookingCheckout';
import { tutoringPl } from './tutoring.pl';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import { formatLessonRange, warsawClock } from './tutoring-format';

type TSide = 'student' | 'teacher';
const pageSize = 20;

const statusColors: Record<TBookingStatus, string> = {
  reserved: 'yellow',
  booked: 'teal',
  cancelled: 'gray',
  offered: 'blue',
};

/** /account/bookings: the viewer's bookings as a student and, for a TEACHER, of their own lessons. */
export function BookingsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const teaches = can(viewer, 'offerLessons', tutoring);
  const side: TSide = teaches && params.get('as') === 'teacher' ? 'teacher' : 'student';
  const page = parsePage(params.get('page'));
  useDocumentTitle(t('tutoring.bookings.title'));

  const list = <BookingList side={side} page={page} enabled={ready} onPage={pageParamSetter(setParams)} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('tutoring.bookings.title')}</Title>
      {teaches ? (
        <Tabs
          value={side}
          onChange={(value) =>
            setParams(value === 'teacher' ? new URLSearchParams({ as: 'teacher' }) : new URLSearchParams())
          }
        >
          <Tabs.List>
            <Tabs.Tab value="student">{t('tutoring.bookings.asStudent')}</Tabs.Tab>
            <Tabs.Tab value="teacher">{t('tutoring.bookings.asTeacher')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={side} pt="md">
            {list}
          </Tabs.Panel>
        </Tabs>
      ) : (
        list
      )}
    </Stack>
  );
}

type TBookingListProps = { side: TSide; page: number; enabled: boolean; onPage: (page: number) => void };

function BookingList({ side, page, enabled, onPage }: TBookingListProps) {
  const { t } = useTranslation();
  const query = { as: side, page, pageSize };
  const list = useQuery({
    queryKey: tutoringKeys.bookingList(query),
    queryFn: ({ signal }) => tutoringApi.bookings(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const [paying, setPaying] = useState<TBooking | null>(null);
  const [cancelling, setCancelling] = useState<TBooking | null>(null);
  const data = list.data;

  if (!data)
    return (
      <ListNotLoaded
        list={list}
        enabled={enabled}
        skeleton={<CardListSkeleton count={2} />}
        message={t('tutoring.loadError')}
        retryLabel={t('tutoring.retry')}
      />
    );
  return (
    <Stack gap="sm">
      {data.results.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('tutoring.bookings.empty')}</Text>
          {side === 'student' && (
            <Button component={Link} to="/tutoring" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('tutoring.bookings.findTeacher')}
            </Button>
          )}
        </Stack>
      )}
      {data.results.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          side={side}
          onPay={() => setPaying(booking)}
          onCancel={() => setCancelling(booking)}
        />
      ))}
      <PagedListPagination list={data} onPageChange={onPage} />
      <Modal opened={paying !== null} onClose={() => setPaying(null)} title={t('tutoring.checkout.payTitle')} centered>
        {paying && <BookingCheckout booking={paying} />}
      </Modal>
      <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function BookingCard({
  booking,
  side,
  onPay,
  onCancel,
}: {
  booking: TBooking;
  side: TSide;
  onPay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const other = side === 'student' ? booking.teacher : booking.student;
  const nameId = `booking-${booking.id}`;
  const who =
    side === 'student'
      ? t('tutoring.bookings.teacher', { name: other.displayName })
      : t('tutoring.bookings.student', { name: other.displayName });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="booking">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={other.avatar?.url} alt="" size={40} radius="xl" color="blue">
              {initialsOf(other.displayName)}
            </Avatar>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Text>
          </Group>
          <Badge color={statusColors[booking.status]} variant="light" radius="sm" tt="none">
            {tutoringPl.statuses[booking.status]}
          </Badge>
        </Group>
        {booking.group && (
          <Text size="sm">
            {t('tutoring.bookings.group', { taken: booking.group.seatsTaken, capacity: booking.group.capacity })}
          </Text>
        )}
        {booking.package && (
          <Text size="sm">
            {t('tutoring.bookings.package', {
              lessons: formatCount(booking.package.lessonCount, tutoringPl.lessonCount),
              discount: booking.package.discountPercent,
            })}
          </Text>
        )}
        <List size="sm" aria-label={t('tutoring.bookings.lessons')}>
          {booking.lessons.map((lesson) => (
            <List.Item key={lesson.id} td={lesson.cancelled ? 'line-through' : undefined}>
              <Anchor component={Link} to={`/account/lessons/${lesson.id}`} inherit>
                {formatLessonRange(lesson.startsAt, lesson.endsAt)}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('tutoring.bookings.amount', { amount: formatPln(booking.amountGross) })}
            </Text>
            {booking.status === 'offered' && (
              <Text size="xs" c="dimmed">
                {t('tutoring.bookings.offeredHint')}
              </Text>
            )}
            {booking.status === 'reserved' && booking.expiresAt && (
              <Text size="xs" c="dimmed">
                {t('tutoring.bookings.expiresAt', { time: warsawClock(booking.expiresAt).time })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {booking.policies.accept && <AcceptButton booking={booking} describedBy={nameId} />}
            {booking.policies.pay && (
              <Button size="sm" onClick={onPay} aria-describedby={nameId}>
                {t('tutoring.bookings.pay')}
              </Button>
            )}
            {booking.policies.cancel && (
              <Button size="sm" variant="default" color="red" onClick={onCancel} aria-describedby={nameId}>
                {t('tutoring.bookings.cancel')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The student takes a time the teacher offered: it becomes a reservation to pay within 15 minutes. */
function AcceptButton({ booking, describedBy }: { booking: TBooking; describedBy: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => tutoringApi.accept(booking.id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.bookings });
    },
  });
  return (
    <Button size="sm" onClick={() => accept.mutate()} loading={accept.isPending} aria-describedby={describedBy}>
      {t('tutoring.bookings.accept')}
    </Button>
  );
}

function CancelDialog({ booking, onClose }: { booking: TBooking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: string) => tutoringApi.cancel(id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      onClose();
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.bookings });
    },
  });
  const consequence = !booking
    ? ''
    : booking.status !== 'booked'
      ? t('tutoring.bookings.cancelUnpaid')
      : booking.refundOnCancel
        ? t('tutoring.bookings.cancelRefund')
        : t('tutoring.bookings.cancelNoRefund');
  return (
    <Modal opened={booking !== null} onClose={onClose} title={t('tutoring.bookings.cancelTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{consequence}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tutoring.bookings.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => booking && cancel.mutate(booking.id)}>
            {t('tutoring.bookings.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
