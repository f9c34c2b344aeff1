import './tutoring-styles';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconLogin,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  addDays,
  daysBetween,
  formatPln,
  type TBooking,
  type TLessonKind,
  type TOpenGroup,
  type TTutoringOffer,
  tutoringLimits,
  tutoringMessages,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { pl } from '../../i18n/pl';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useIsAuthenticated } from '../auth/useSession';
import { useViewer } from '../auth/useViewer';
import { NotFoundPage } from '../errors/NotFoundPage';
import { initialsOf } from '../profiles/profile-paths';
import { BookingCheckout } from './BookingCheckout';
import { OfferSummary } from './OfferSummary';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import {
  formatDayHeading,
  formatLessonRange,
  formatLocalDate,
  formatWarsawDateTime,
  groupByWarsawDay,
  warsawClock,
  warsawToday,
} from './tutoring-format';

const weekDays = 7;
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /tutoring/{teacherId}: the teacher's offer, a week of free times in Warsaw time, booking and paying. */
export function TutoringBookingPage() {
  const { t } = useTranslation();
  const { teacherId = '' } = useParams();
  const offer = useQuery({
    queryKey: tutoringKeys.teacherOffer(teacherId),
    queryFn: ({ signal }) => tutoringApi.teacherOffer(teacherId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const teacher = offer.data?.teacher ?? null;
  const title = teacher ? t('tutoring.booking.titleWith', { name: teacher.displayName }) : t('tutoring.booking.title');
  useDocumentTitle(title);

  if (offer.isError && isMissing(offer.error)) return <NotFoundPage />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Anchor component={Link} to="/tutoring" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('tutoring.booking.back')}
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        {teacher && (
          <Avatar src={teacher.avatar?.url} alt="" size={56} radius="xl" color="blue">
            {initialsOf(teacher.displayName)}
          </Avatar>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{title}</Title>
          {teacher && (
            <Anchor component={Link} to={`/teachers/${encodeURIComponent(teacher.username)}`} size="sm">
              {t('tutoring.booking.profile')}
            </Anchor>
          )}
        </Stack>
      </Group>
      {offer.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton height={80} />
          <Skeleton height={240} />
        </Stack>
      )}
      {offer.isError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            {offer.error instanceof ApiError && offer.error.status < 500
              ? offer.error.message
              : t('tutoring.loadError')}
            <Button size="xs" variant="light" color="red" onClick={() => void offer.refetch()}>
              {t('tutoring.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {offer.data && <BookingFlow offer={offer.data} />}
    </Stack>
  );
}

function BookingFlow({ offer }: { offer: TTutoringOffer }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  const today = warsawToday();
  const [optionId, setOptionId] = useState(offer.lessonOptions[0]?.id ?? '');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [kind, setKind] = useState<TLessonKind>('individual');
  const [from, setFrom] = useState(today);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [reservation, setReservation] = useState<{ booking: TBooking; message: string } | null>(null);

  const grouped = kind === 'group';
  const chosenPackage = grouped ? null : (offer.packages.find((item) => item.id === packageId) ?? null);
  const needed = chosenPackage?.lessonCount ?? 1;
  const freeQuery = { optionId, from, days: weekDays };
  const free = useQuery({
    queryKey: tutoringKeys.freeTimes(offer.teacherId, freeQuery),
    queryFn: ({ signal }) => tutoringApi.freeTimes(offer.teacherId, freeQuery, signal),
    enabled: optionId !== '',
    placeholderData: keepPreviousData,
  });
  const book = useMutation({
    mutationFn: () =>
      tutoringApi.createBooking({
        teacherId: offer.teacherId,
        optionId,
        packageId: grouped ? null : packageId,
        startsAt: [...picked].sort(),
        kind,
      }),
    onSuccess: (result) => {
      setReservation({ booking: result.booking, message: result.message });
      setPicked([]);
    },
    onError: (failure) => {
      const message = failure instanceof Error ? failure.message : t('tutoring.loadError');
      setError(message);
      if (
        failure instanceof ApiError &&
        (failure.status === 409 ||
          message === tutoringMessages.timeTaken ||
          message === tutoringMessages.groupFull ||
          message === tutoringMessages.outsideAvailability)
      ) {
        setPicked([]);
        void free.refetch();
      }
    },
  });

  const choose = (change: () => void) => {
    change();
    setPicked([]);
    setError(null);
  };
  const toggle = (startsAt: string) => {
    setError(null);
    setPicked((old) => {
      if (old.includes(startsAt)) return old.filter((item) => item !== startsAt);
      if (needed === 1) return [startsAt];
      return old.length < needed ? [...old, startsAt] : old;
    });
  };

  if (reservation)
    return (
      <Reservation
        booking={reservation.booking}
        message={reservation.message}
        onAnother={() => {
          setReservation(null);
          void free.refetch();
        }}
      />
    );

  const own = viewer?.id === offer.teacherId;
  const groups = free.data ? groupByWarsawDay(free.data.times, from, weekDays) : [];
  const lastFrom = addDays(today, tutoringLimits.maxDaysAhead - weekDays);
  const full = picked.length >= needed;
  const priceOf = (priceGross: number) => (grouped ? seatPrice(priceGross, offer.group.feePercent) : priceGross);

  return (
    <Stack gap="lg">
      <OfferSummary offer={offer} />
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Radio.Group
            label={t('tutoring.booking.option')}
            value={optionId}
            onChange={(value) => choose(() => setOptionId(value))}
          >
            <Stack gap="xs" mt="xs">
              {offer.lessonOptions.map((option) => (
                <Radio
                  key={option.id}
                  value={option.id}
                  label={t(grouped ? 'tutoring.booking.seatOptionLabel' : 'tutoring.booking.optionLabel', {
                    duration: option.durationMinutes,
                    price: formatPln(priceOf(option.priceGross)),
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
          {offer.group.enabled && (
            <Radio.Group
              label={t('tutoring.booking.kind')}
              value={kind}
              onChange={(value) => choose(() => setKind(value === 'group' ? 'group' : 'individual'))}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="individual" label={t('tutoring.booking.individual')} />
                <Radio
                  value="group"
                  label={t('tutoring.booking.groupKind', {
                    count: offer.group.maxParticipants,
                    fee: offer.group.feePercent,
                  })}
                />
              </Stack>
            </Radio.Group>
          )}
          {offer.packages.length > 0 && !grouped && (
            <Radio.Group
              label={t('tutoring.booking.package')}
              value={packageId ?? ''}
              onChange={(value) => choose(() => setPackageId(value === '' ? null : value))}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="" label={t('tutoring.booking.single')} />
                {offer.packages.map((item) => (
                  <Radio
                    key={item.id}
                    value={item.id}
                    label={t('tutoring.booking.packageLabel', {
                      lessons: formatCount(item.lessonCount, pl.tutoring.lessonCount),
                      discount: item.discountPercent,
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </SimpleGrid>
      </Card>

      {grouped && (
        <OpenGroups
          offer={offer}
          picked={picked}
          bookable={signedIn && !own}
          onPick={(group) => {
            setError(null);
            if (group.optionId && offer.lessonOptions.some((option) => option.id === group.optionId)) {
              setOptionId(group.optionId);
            }
            setPicked([group.startsAt]);
          }}
        />
      )}

      <Stack gap="sm" component="section" aria-labelledby="free-times-title">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} id="free-times-title">
              {t('tutoring.booking.times')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('tutoring.booking.timesHelp')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('tutoring.booking.previousWeek')}
              disabled={daysBetween(today, from) <= 0}
              onClick={() =>
                setFrom((old) => (daysBetween(today, addDays(old, -weekDays)) > 0 ? addDays(old, -weekDays) : today))
              }
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
              {t('tutoring.booking.week', {
                from: formatLocalDate(from),
                to: formatLocalDate(addDays(from, weekDays - 1)),
              })}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('tutoring.booking.nextWeek')}
              disabled={daysBetween(from, lastFrom) <= 0}
              onClick={() => setFrom((old) => addDays(old, weekDays))}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Group>

        {free.isPending && optionId !== '' && (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={60} />
            <Skeleton height={60} />
          </Stack>
        )}
        {free.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              {t('tutoring.loadError')}
              <Button size="xs" variant="light" color="red" onClick={() => void free.refetch()}>
                {t('tutoring.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {free.data && free.data.times.length === 0 && <Text c="dimmed">{t('tutoring.booking.noTimes')}</Text>}
        {free.data && free.data.times.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="sm"
            style={{ opacity: free.isPlaceholderData ? 0.6 : 1 }}
          >
            {groups.map((group) => {
              const headingId = `day-${group.date}`;
              const day = formatDayHeading(group.date);
              return (
                <Card
                  key={group.date}
                  withBorder
                  radius="md"
                  padding="sm"
                  component="section"
                  aria-labelledby={headingId}
                  data-testid="free-day"
                >
                  <Text fw={600} component="h3" m={0} mb="xs" size="sm" id={headingId} tt="capitalize">
                    {day}
                  </Text>
                  {group.times.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('tutoring.booking.noTimesDay')}
                    </Text>
                  ) : (
                    <Group gap={6} wrap="wrap">
                      {group.times.map((time) => {
                        const selected = picked.includes(time.startsAt);
                        if (!signedIn || own)
                          return (
                            <Badge key={time.startsAt} variant="outline" radius="sm" size="lg" tt="none">
                              {time.time}
                            </Badge>
                          );
                        return (
                          <Button
                            key={time.startsAt}
                            size="compact-sm"
                            variant={selected ? 'filled' : 'default'}
                            aria-pressed={selected}
                            aria-label={t('tutoring.booking.timeLabel', { day, time: time.time })}
                            disabled={!selected && full && needed > 1}
                            leftSection={selected ? <IconCheck size={14} aria-hidden /> : undefined}
                            onClick={() => toggle(time.startsAt)}
                          >
                            {time.time}
                          </Button>
                        );
                      })}
                    </Group>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>

      {error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      )}

      {!signedIn && (
        <Alert color="blue" icon={<IconLogin aria-hidden />}>
          <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`}>
            {t('tutoring.booking.loginToBook')}
          </Anchor>
        </Alert>
      )}
      {signedIn && own && <Text c="dimmed">{t('tutoring.booking.ownOffer')}</Text>}
      {signedIn && !own && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text size="sm" aria-live="polite">
              {grouped
                ? t('tutoring.booking.pickSeat')
                : needed === 1
                  ? t('tutoring.booking.pickOne')
                  : t('tutoring.booking.pickMany', { count: needed, picked: picked.length })}
            </Text>
            {picked.length > 0 && free.data && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('tutoring.booking.picked')}
                </Text>
                <List size="sm">
                  {[...picked].sort().map((startsAt) => (
                    <List.Item key={startsAt}>{formatWarsawDateTime(startsAt)}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            <Group>
              <Button onClick={() => book.mutate()} loading={book.isPending} disabled={picked.length !== needed}>
                {grouped ? t('tutoring.booking.bookSeat') : t('tutoring.booking.book')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** What one seat of a group lesson costs: the lesson's price times the group fee, to the grosz (as the server). */
const seatPrice = (priceGross: number, feePercent: number) => Math.round((priceGross * feePercent) / 100);

/** The teacher's group lessons with a free seat: joining one picks its time. */
function OpenGroups({
  offer,
  picked,
  bookable,
  onPick,
}: {
  offer: TTutoringOffer;
  picked: string[];
  bookable: boolean;
  onPick: (group: TOpenGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-groups-title">
      <Stack gap={0}>
        <Title order={2} id="open-groups-title">
          {t('tutoring.booking.openGroups')}
        </Title>
        <Text size="sm" c="dimmed">
          {offer.openGroups.length ? t('tutoring.booking.openGroupsHelp') : t('tutoring.booking.noOpenGroups')}
        </Text>
      </Stack>
      {offer.openGroups.length > 0 && (
        <Group gap="xs" wrap="wrap" data-testid="open-groups">
          {offer.openGroups.map((group) => {
            const label = t('tutoring.booking.openGroupLabel', {
              time: formatWarsawDateTime(group.startsAt),
              duration: group.durationMinutes,
              price: formatPln(group.seatPriceGross),
              taken: group.seatsTaken,
              capacity: group.capacity,
            });
            const selected = picked.includes(group.startsAt);
            return bookable ? (
              <Button
                key={group.id}
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                leftSection={selected ? <IconCheck size={14} aria-hidden /> : undefined}
                onClick={() => onPick(group)}
              >
                {label}
              </Button>
            ) : (
              <Badge key={group.id} variant="outline" radius="sm" size="lg" tt="none">
                {label}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

function Reservation({ booking, message, onAnother }: { booking: TBooking; message: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reservation-title">
      <Stack gap="md">
        <Title order={2} id="reservation-title">
          {t('tutoring.booking.reservedTitle')}
        </Title>
        <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
          {message}
        </Alert>
        <List size="sm">
          {booking.lessons.map((lesson) => (
            <List.Item key={lesson.id}>{formatLessonRange(lesson.startsAt, lesson.endsAt)}</List.Item>
          ))}
        </List>
        {booking.expiresAt && (
          <Text size="sm" fw={600}>
            {t('tutoring.booking.expiresAt', { time: warsawClock(booking.expiresAt).time })}
          </Text>
        )}
        {booking.policies.pay && <BookingCheckout booking={booking} />}
        <Group>
          <Button variant="subtle" onClick={onAnother}>
            {t('tutoring.booking.bookAnother')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
