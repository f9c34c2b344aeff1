import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  addDays,
  daysBetween,
  type TBooking,
  type TLessonKind,
  type TOpenGroup,
  type TTutoringOffer,
  tutoringLimits,
  tutoringMessages,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { useViewer } from '../../lib/session/useViewer';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import { groupByWarsawDay, warsawToday } from './tutoring-format';
import './tutoring.pl';

/** How many days the free times show at once. */
export const weekDays = 7;

/** What one seat of a group lesson costs: the lesson's price times the group fee, to the grosz (as the server). */
const seatPrice = (priceGross: number, feePercent: number) => Math.round((priceGross * feePercent) / 100);

/** The offer of /tutoring/{teacherId}; the page's title names its teacher once known. */
export function useTutoringBookingPage() {
  const { t } = useTranslation();
  const { teacherId = '' } = useParams();
  const offer = useQuery({
    queryKey: tutoringKeys.teacherOffer(teacherId),
    queryFn: ({ signal }) => tutoringApi.teacherOffer(teacherId, signal),
    retry: retryUnlessRefused,
  });
  const teacher = offer.data?.teacher ?? null;
  const title = teacher ? t('tutoring.booking.titleWith', { name: teacher.displayName }) : t('tutoring.booking.title');
  useDocumentTitle(title);
  const failure = offer.error;
  return {
    offer,
    teacher,
    title,
    missing: offer.isError && failure instanceof ApiError && failure.status === 404,
    /** The server's message for a refusal; the generic one for anything else. */
    loadError: offer.isError
      ? failure instanceof ApiError && failure.status < 500
        ? failure.message
        : t('tutoring.loadError')
      : null,
    retry: () => void offer.refetch(),
  };
}

/** Booking an offer: the lesson option, kind and package, a week of free times, the picked times and the booking. */
export function useBookingFlow(offer: TTutoringOffer) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { viewer } = useViewer();
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

  /** A change of option, kind or package starts the picking again. */
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
  const pickGroup = (group: TOpenGroup) => {
    setError(null);
    if (group.optionId && offer.lessonOptions.some((option) => option.id === group.optionId)) {
      setOptionId(group.optionId);
    }
    setPicked([group.startsAt]);
  };

  const own = viewer?.id === offer.teacherId;
  const lastFrom = addDays(today, tutoringLimits.maxDaysAhead - weekDays);
  return {
    signedIn,
    own,
    grouped,
    needed,
    optionId,
    chooseOption: (value: string) => choose(() => setOptionId(value)),
    kind,
    chooseKind: (value: string) => choose(() => setKind(value === 'group' ? 'group' : 'individual')),
    packageId,
    choosePackage: (value: string) => choose(() => setPackageId(value === '' ? null : value)),
    priceOf: (priceGross: number) => (grouped ? seatPrice(priceGross, offer.group.feePercent) : priceGross),
    from,
    /** The week starts today: no earlier week to show. */
    firstWeek: daysBetween(today, from) <= 0,
    /** The week reaches the booking horizon: no later week to show. */
    lastWeek: daysBetween(from, lastFrom) <= 0,
    previousWeek: () =>
      setFrom((old) => (daysBetween(today, addDays(old, -weekDays)) > 0 ? addDays(old, -weekDays) : today)),
    nextWeek: () => setFrom((old) => addDays(old, weekDays)),
    free,
    groups: free.data ? groupByWarsawDay(free.data.times, from, weekDays) : [],
    picked,
    full: picked.length >= needed,
    toggle,
    pickGroup,
    error,
    book: () => book.mutate(),
    booking: book.isPending,
    reservation,
    bookAnother: () => {
      setReservation(null);
      void free.refetch();
    },
  };
}

export type TBookingFlow = ReturnType<typeof useBookingFlow>;
