import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, type TCalendarQuery } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { calendarRange, type TCalendarView } from './calendar-events';
import { lessonApi, tutoringKeys } from './tutoring-api';
import {
  formatLocalDate,
  formatMonth,
  groupByWarsawDay,
  monthStartOf,
  nextMonthStart,
  previousMonthStart,
  warsawToday,
} from './tutoring-format';
import './tutoring.pl';

/** The calendar of /account/calendar: the view, the day it is anchored on, its lessons by Warsaw day, its heading. */
export function useCalendarPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<TCalendarView>('week');
  const [anchor, setAnchor] = useState(() => warsawToday());
  useDocumentTitle(t('tutoring.calendar.title'));

  const { from, days } = calendarRange(view, anchor);
  const query: TCalendarQuery = { from, to: addDays(from, days) };
  const calendar = useQuery({
    queryKey: tutoringKeys.calendar(query),
    queryFn: ({ signal }) => lessonApi.calendar(query, signal),
    placeholderData: keepPreviousData,
  });
  const step = (direction: 1 | -1) =>
    setAnchor((current) =>
      view === 'week'
        ? addDays(current, 7 * direction)
        : direction === 1
          ? nextMonthStart(current)
          : previousMonthStart(current),
    );
  const failure = calendar.error;
  return {
    view,
    chooseView: (value: string) => setView(value === 'month' ? 'month' : 'week'),
    anchor,
    calendar,
    groups: calendar.data ? groupByWarsawDay(calendar.data.events, from, days) : null,
    heading:
      view === 'week'
        ? `${formatLocalDate(from)} – ${formatLocalDate(addDays(from, 6))}`
        : formatMonth(monthStartOf(anchor)),
    previous: () => step(-1),
    next: () => step(1),
    today: () => setAnchor(warsawToday()),
    /** The server's message for a refusal; the generic one for anything else. */
    loadError: failure instanceof ApiError && failure.status < 500 ? failure.message : t('tutoring.loadError'),
    retry: () => void calendar.refetch(),
  };
}

export type TCalendarPage = ReturnType<typeof useCalendarPage>;

/** The private iCalendar feed: its address, turning it on, rotating it (behind a confirmation) and turning it off. */
export function useCalendarFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rotating, setRotating] = useState(false);
  const feed = useQuery({ queryKey: tutoringKeys.feed, queryFn: ({ signal }) => lessonApi.feed(signal) });
  const onError = (error: unknown) =>
    showToast({ variant: 'error', message: error instanceof ApiError ? error.message : t('tutoring.loadError') });
  const create = useMutation({
    mutationFn: lessonApi.createFeed,
    onSuccess: (result, rotate: boolean) => {
      queryClient.setQueryData(tutoringKeys.feed, result);
      setRotating(false);
      showToast({
        variant: 'success',
        message: rotate ? t('tutoring.calendar.feedRotated') : t('tutoring.calendar.feedEnabled'),
      });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: lessonApi.revokeFeed,
    onSuccess: (result) => {
      queryClient.setQueryData(tutoringKeys.feed, { url: null });
      showToast({ variant: 'success', message: result.message });
    },
    onError,
  });
  return {
    query: feed,
    url: feed.data?.url ?? null,
    enable: () => create.mutate(false),
    rotating,
    askRotate: () => setRotating(true),
    keep: () => setRotating(false),
    rotate: () => create.mutate(true),
    creating: create.isPending,
    disable: () => revoke.mutate(),
    disabling: revoke.isPending,
  };
}
