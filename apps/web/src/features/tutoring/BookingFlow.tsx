import { Stack } from '@mantine/core';
import type { TTutoringOffer } from '@zadania/shared';
import { ErrorAlert } from '../../components/ErrorAlert';
import { BookingActions } from './BookingActions';
import { BookingFreeTimes } from './BookingFreeTimes';
import { BookingOpenGroups } from './BookingOpenGroups';
import { BookingOptions } from './BookingOptions';
import { BookingReservation } from './BookingReservation';
import { OfferSummary } from './OfferSummary';
import { useBookingFlow } from './useTutoringBookingPage';

/** The booking of one offer: choices, free times, the picked times and, once booked, the reservation to pay. */
export function BookingFlow({ offer }: { offer: TTutoringOffer }) {
  const flow = useBookingFlow(offer);

  if (flow.reservation)
    return (
      <BookingReservation
        booking={flow.reservation.booking}
        message={flow.reservation.message}
        onAnother={flow.bookAnother}
      />
    );

  return (
    <Stack gap="lg">
      <OfferSummary offer={offer} />
      <BookingOptions offer={offer} flow={flow} />
      {flow.grouped && (
        <BookingOpenGroups
          offer={offer}
          picked={flow.picked}
          bookable={flow.signedIn && !flow.own}
          onPick={flow.pickGroup}
        />
      )}
      <BookingFreeTimes flow={flow} />
      <ErrorAlert message={flow.error} />
      <BookingActions flow={flow} />
    </Stack>
  );
}
