import type { TDeliveryMeta, TResumeAnswer } from './realtime-events';

const isMeta = (meta: unknown): meta is TDeliveryMeta =>
  typeof meta === 'object' && meta !== null && 'seq' in meta && typeof meta.seq === 'number';

/**
 * Hands numbered events on once each and in their order: one already seen is dropped; a gap asks the
 * server to resume after the last number applied (the replay brings the missing ones, then this one);
 * a resume the server could not complete calls `resync`. Unnumbered events pass straight on.
 */
export function createNumberedOrder(deps: {
  dispatch: (event: string, payload: unknown) => void;
  requestResume: (lastSeq: number | null, answered: (answer: TResumeAnswer) => void) => void;
  resync: () => void;
}) {
  let lastSeq: number | null = null;
  let resuming = false;
  let gapWhileResuming = false;

  const resume = () => {
    if (resuming) {
      gapWhileResuming = true;
      return;
    }
    resuming = true;
    deps.requestResume(lastSeq, (answer) => {
      resuming = false;
      if (!answer.complete) {
        lastSeq = answer.seq;
        deps.resync();
      } else if (lastSeq === null) {
        lastSeq = answer.seq;
      }
      if (gapWhileResuming) {
        gapWhileResuming = false;
        resume();
      }
    });
  };

  return {
    /** One event as the socket delivered it. */
    receive(event: string, payload: unknown, meta?: unknown) {
      if (isMeta(meta)) {
        if (lastSeq !== null && meta.seq <= lastSeq) return;
        if (lastSeq !== null && meta.seq > lastSeq + 1) {
          resume();
          return;
        }
        lastSeq = meta.seq;
      }
      deps.dispatch(event, payload);
    },
    /** The socket (re)connected: ask for whatever came while it was away. */
    connected: resume,
    /**
     * Asks whether anything came that this side has not seen: the last events of a burst that were lost
     * on the way show no gap until the next one, so the client also asks now and then.
     */
    check: resume,
    /** The socket went away: an unanswered Resume will not be answered; the next connection asks again. */
    disconnected() {
      resuming = false;
      gapWhileResuming = false;
    },
    lastSeq: () => lastSeq,
  };
}
