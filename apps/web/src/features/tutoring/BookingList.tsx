import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TBooking } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedCardList } from '../../components/PagedCardList';
import { BookingCard } from './BookingCard';
import { BookingCheckout } from './BookingCheckout';
import { type TBookingSide, useBookingList, useCancelBooking } from './useBookingsPage';
import './tutoring.pl';

type TBookingListProps = { side: TBookingSide; page: number; enabled: boolean; onPage: (page: number) => void };

/** One side's bookings, a page at a time, with paying a reservation and cancelling a booking in dialogs. */
export function BookingList({ side, page, enabled, onPage }: TBookingListProps) {
  const { t } = useTranslation();
  const { list, paying, setPaying, cancelling, setCancelling } = useBookingList(side, page, enabled);
  return (
    <PagedCardList
      list={list}
      placeholder={{ enabled }}
      loadError={t('tutoring.loadError')}
      retryLabel={t('tutoring.retry')}
      empty={
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('tutoring.bookings.empty')}</Text>
          {side === 'student' && (
            <Button component={Link} to="/tutoring" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('tutoring.bookings.findTeacher')}
            </Button>
          )}
        </Stack>
      }
      onPage={onPage}
      footer={
        <>
          <Modal
            opened={paying !== null}
            onClose={() => setPaying(null)}
            title={t('tutoring.checkout.payTitle')}
            centered
          >
            {paying && <BookingCheckout booking={paying} />}
          </Modal>
          <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
        </>
      }
    >
      {(booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          side={side}
          onPay={() => setPaying(booking)}
          onCancel={() => setCancelling(booking)}
        />
      )}
    </PagedCardList>
  );
}

/** Asks before cancelling a booking, saying what happens to the money. */
function CancelDialog({ booking, onClose }: { booking: TBooking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking(booking, onClose);
  return (
    <Modal opened={booking !== null} onClose={onClose} title={t('tutoring.bookings.cancelTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{cancel.consequence}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tutoring.bookings.keep')}
          </Button>
          <Button color="red" loading={cancel.cancelling} onClick={cancel.confirm}>
            {t('tutoring.bookings.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
