import { lazy, Suspense } from 'react';
import { useMe } from '../../lib/session/useMe';

// Loaded only for the few accounts that wait: every page renders this gate.
const ConsentResendNotice = lazy(() =>
  import('./ConsentResendNotice').then((module) => ({ default: module.ConsentResendNotice })),
);

/**
 * Above every page of a pupil under 16 whose parent has not confirmed yet: what waits and why, and a way to send the
 * request again (to a corrected address). Renders nothing for everybody else.
 */
export function ParentalConsentNotice() {
  const me = useMe();
  const awaiting = me.data?.awaitingParentalConsent;
  if (!awaiting) return null;
  return (
    <Suspense fallback={null}>
      <ConsentResendNotice parentEmail={awaiting.parentEmail} />
    </Suspense>
  );
}
