import type { TReadNumber } from '../../answer-checking/answer-math';

/**
 * The machine check of a variant (issue 37 point 2): the CAS reads the first step (the problem as mathematics),
 * finds the answer from it independently of the generator's arithmetic, and checks every later step against it.
 * Never throws: anything unreadable is a failure.
 */
export type TVerdict = { ok: true } | { ok: false; reason: string };

export const ok: TVerdict = { ok: true };
export const fail = (reason: string): TVerdict => ({ ok: false, reason });

export const isVerdict = (value: TReadNumber | TVerdict): value is TVerdict => 'ok' in value;
