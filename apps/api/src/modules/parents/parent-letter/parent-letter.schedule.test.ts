import { describe, expect, it } from 'vitest';
import { letterSlotOf, nextLetterAt } from './parent-letter.schedule';

describe('the letter slot: Sunday 18:00 Warsaw', () => {
  it.each([
    ['summer (CEST)', '2026-07-05T16:00:00Z', '2026-06-29'],
    ['winter (CET)', '2026-01-11T17:00:00Z', '2026-01-05'],
    ['the Sunday summer time begins', '2026-03-29T16:00:00Z', '2026-03-23'],
    ['the Sunday winter time begins', '2026-10-25T17:00:00Z', '2026-10-19'],
  ])('in %s is 18:00 local', (_, slot, weekStart) => {
    const at = new Date(slot);
    expect(letterSlotOf(at)).toMatchObject({ at, weekStart });
    expect(letterSlotOf(new Date(at.getTime() + 3 * 86_400_000))).toMatchObject({ at, weekStart });
    // A minute before, the slot is the Sunday before.
    expect(letterSlotOf(new Date(at.getTime() - 60_000)).at.getTime()).toBeLessThan(at.getTime() - 6 * 86_400_000);
  });

  it('gives the week from Monday 00:00 to the next Monday 00:00, Warsaw time', () => {
    expect(letterSlotOf(new Date('2026-07-05T16:00:00Z'))).toEqual({
      at: new Date('2026-07-05T16:00:00Z'),
      weekStart: '2026-06-29',
      weekFrom: new Date('2026-06-28T22:00:00Z'),
      weekTo: new Date('2026-07-05T22:00:00Z'),
    });
    expect(letterSlotOf(new Date('2026-03-29T16:00:00Z'))).toMatchObject({
      weekFrom: new Date('2026-03-22T23:00:00Z'),
      weekTo: new Date('2026-03-29T22:00:00Z'),
    });
  });

  it('finds the next slot across a change of the clocks', () => {
    expect(nextLetterAt(new Date('2026-03-25T12:00:00Z'))).toEqual(new Date('2026-03-29T16:00:00Z'));
    expect(nextLetterAt(new Date('2026-10-20T12:00:00Z'))).toEqual(new Date('2026-10-25T17:00:00Z'));
    expect(nextLetterAt(new Date('2026-07-05T16:00:00Z'))).toEqual(new Date('2026-07-12T16:00:00Z'));
  });
});
