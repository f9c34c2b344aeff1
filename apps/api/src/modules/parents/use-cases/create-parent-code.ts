import { randomInt } from 'node:crypto';
import { parentCodeAlphabet, parentLimits, type TParentCode, type TViewerIn } from '@zadania/shared';
import { isUniqueViolation } from '../../../lib/db-errors';
import { hashToken } from '../../../lib/secrets';
import { createParentCodesRepository } from '../parent-codes.repository';
import type { TParentsContext } from '../parents.context';

/** Draws of a fresh code before giving up (two live codes alike among 31^8 are already unlikely once). */
const codeAttempts = 5;

/** An 8-character code from the alphabet without look-alikes, drawn with the crypto generator. */
export const drawParentCode = () =>
  Array.from({ length: parentLimits.codeLength }, () => parentCodeAlphabet[randomInt(parentCodeAlphabet.length)]).join(
    '',
  );

/**
 * POST /user/me/parent-code (a pupil): a code a parent types in to link with this child, valid 24 hours. Only its
 * hash is kept; a new code replaces the child's earlier one.
 */
export async function createParentCode(ctx: TParentsContext, viewer: TViewerIn): Promise<TParentCode> {
  const createdAt = ctx.now();
  const expiresAt = new Date(createdAt.getTime() + parentLimits.codeHours * 3_600_000);
  const codes = createParentCodesRepository(ctx.db);
  for (let attempt = 1; ; attempt += 1) {
    const code = drawParentCode();
    try {
      await codes.replace({ childId: viewer.id, codeHash: hashToken(code), expiresAt, createdAt });
      return { code, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      if (attempt >= codeAttempts || !isUniqueViolation(error, 'parent_codes_code_hash_unique')) throw error;
    }
  }
}
