import { describe, expect, it } from 'vitest';
import { badgeTexts } from './badges';

describe('badge texts', () => {
  it('read the same on every profile: no verb in the masculine past tense ("Opublikował", "Ocenił")', () => {
    for (const { label, description } of Object.values(badgeTexts)) {
      expect(`${label} ${description}`).not.toMatch(/\p{L}+(?:ał|ił|ył|eł)(?!\p{L})/u);
    }
    expect(badgeTexts.AUTHOR_10.description).toBe('Co najmniej 10 opublikowanych zadań.');
  });
});
