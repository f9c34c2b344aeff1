import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, type TBooking, tutoring } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageParamSetter } from '../../components/page-param';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parsePage } from '../../lib/page-param';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

export type TBookingSide = 'student' | 'teacher';
const pageSize = 20;

/** The side and page of /account/bookings from the URL (a TEACHER may read their own lessons' bookings too). */
export function useBookingsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const teaches = can(viewer, 'offerLessons', tutoring);
  const side: TBookingSide = teaches && params.get('as') === 'teacher' ? 'teacher' : 'student';
  useDocumentTitle(t('tutoring.bookings.title'));
  return {
    ready,
    teaches,
    side,
    page: parsePage(params.get('page')),
    chooseSide: (value: string | null) =>
      setParams(value === 'teacher' ? new URLSearchParams({ as: 'teacher' }) : new URLSearchParams()),
    onPage: pageParamSetter(setParams),
  };
}

/** One page of the viewer's bookings on one side, and the booking being paid or cancelled. */
export function useBookingList(side: TBookingSide, page: number, enabled: boolean) {
  const query = { as: side, page, pageSize };
  const list = useQuery({
    queryKey: tutoringKeys.bookingList(query),
    queryFn: ({ signal }) => tutoringApi.bookings(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const [paying, setPaying] = useState<TBooking | null>(null);
  const [cancelling, setCancelling] = useState<TBooking | null>(null);
  return { list, paying, setPaying, cancelling, setCancelling };
}

/** The student takes a time the teacher offered: it becomes a reservation to pay within 15 minutes. */
export function useAcceptBooking(booking: TBooking) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => tutoringApi.accept(booking.id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.bookings });
    },
  });
  return { accept: () => accept.mutate(), accepting: accept.isPending };
}

/** Cancelling a booking: what it means for the money, and the cancelling itself. */
export function useCancelBooking(booking: TBooking | null, onClose: () => void) {
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
  return {
    consequence: !booking
      ? ''
      : booking.status !== 'booked'
        ? t('tutoring.bookings.cancelUnpaid')
        : booking.refundOnCancel
          ? t('tutoring.bookings.cancelRefund')
          : t('tutoring.bookings.cancelNoRefund'),
    confirm: () => {
      if (booking) cancel.mutate(booking.id);
    },
    cancelling: cancel.isPending,
  };
}
