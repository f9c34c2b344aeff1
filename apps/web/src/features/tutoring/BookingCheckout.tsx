import type { TBooking } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ItemCheckoutForm } from '../commerce';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

/** Pays a reservation online or by bank transfer. */
export function BookingCheckout({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  return (
    <ItemCheckoutForm
      amountGross={booking.amountGross}
      formLabel={t('tutoring.checkout.payTitle')}
      pay={(body) => tutoringApi.checkout(booking.id, body)}
      invalidate={tutoringKeys.bookings}
      parentRequest={{ bookingId: booking.id }}
    />
  );
}
