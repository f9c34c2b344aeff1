import type { TDb } from '../../../db/client';
import type { TLtiPlatformRow } from '../../../db/schema';
import type { TLtiContext } from '../lti.context';
import { createLtiRepository } from '../lti.repository';
import { withoutControlCharacters } from '../lti-classes';

const fallbackName = 'Uczeń z Moodle';
const nameMaxLength = 80;

/** A person's name from what the platform sent (`name`, or given and family names). */
export function nameOf(claimed: { name?: unknown; given_name?: unknown; family_name?: unknown }) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = text(claimed.name) || `${text(claimed.given_name)} ${text(claimed.family_name)}`;
  const clean = withoutControlCharacters(name).replace(/\s+/g, ' ').trim();
  return clean.slice(0, nameMaxLength) || fallbackName;
}

/**
 * The pupil's account of a platform's learner, in the caller's transaction: found by (platform, `sub`), or created
 * without e-mail (never matched by a claimed e-mail, never a TEACHER or ADMIN account), managed by the teacher the
 * platform belongs to. Answers the account and whether it was created now.
 */
export async function provisionLearner(
  ctx: TLtiContext,
  tx: TDb,
  platform: TLtiPlatformRow,
  sub: string,
  claimed: { name?: unknown; given_name?: unknown; family_name?: unknown },
) {
  const repo = createLtiRepository(tx);
  const found = await repo.findLtiUser(platform.id, sub);
  if (found) return { userId: found.userId, created: false };
  const pupil = await ctx.createPupil(tx, { name: nameOf(claimed), createdByTeacherId: platform.ownerId });
  const inserted = await repo.insertLtiUser({ platformId: platform.id, sub, userId: pupil.id });
  // A concurrent launch of the same learner mapped them first: this transaction (and its account) rolls back.
  if (!inserted) throw new Error('The learner was mapped by a concurrent launch.');
  return { userId: pupil.id, created: true };
}
