import { classFullMessage, classLimits, classMessages, ltiMessages as m, tooManyClassesMessage } from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TLtiPlatformRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generateClassCode } from '../classes/class-code';
import { createClassesRepository } from '../classes/classes.repository';
import { createLtiRepository } from './lti.repository';
import { claims } from './lti-claims';

const codeAttempts = 5;

/** The school year a date falls in: from September, '2026/2027'. */
export function schoolYearAt(at: Date) {
  const year = at.getUTCFullYear();
  return at.getUTCMonth() >= 8 ? `${year}/${year + 1}` : `${year - 1}/${year}`;
}

/** A class's name from the course's title: control characters out, at most the class name's length. */
/** Control characters (C0 and DEL) turned into spaces. */
export const withoutControlCharacters = (text: string) =>
  Array.from(text, (char) => {
    const code = char.codePointAt(0)!;
    return code < 32 || code === 127 ? ' ' : char;
  }).join('');

const classNameOf = (title: string) =>
  withoutControlCharacters(title).replace(/\s+/g, ' ').trim().slice(0, classLimits.nameMaxLength) || 'Kurs Moodle';

/** The LTI context claim of a launch, or null. */
export function contextClaim(payload: Record<string, unknown>) {
  const context = payload[claims.context] as { id?: unknown; title?: unknown; label?: unknown } | undefined;
  if (!context || typeof context.id !== 'string' || !context.id) return null;
  const title =
    typeof context.title === 'string' ? context.title : typeof context.label === 'string' ? context.label : '';
  return { id: context.id, title };
}

/**
 * The class bound to a platform's course, in the caller's transaction: created at the first Instructor launch or deep
 * link as a new class named after the course, owned by the teacher the platform belongs to (their limit of live
 * classes holds). Learner launches never create one.
 */
export async function bindContext(
  tx: TDb,
  platform: TLtiPlatformRow,
  context: { id: string; title: string },
  options: { create: boolean; maxClasses: number; now: Date; membershipsUrl?: string },
) {
  const repo = createLtiRepository(tx);
  const found = await repo.findContext(platform.id, context.id);
  if (found) {
    if (options.membershipsUrl && found.membershipsUrl !== options.membershipsUrl) {
      await repo.setMembershipsUrl(found.id, options.membershipsUrl);
    }
    return { ...found, membershipsUrl: options.membershipsUrl ?? found.membershipsUrl };
  }
  if (!options.create) throw AppError.notFound(m.notLinked);
  const classes = createClassesRepository(tx);
  await classes.lockUser(platform.ownerId);
  if ((await classes.countLiveOwned(platform.ownerId)) >= options.maxClasses) {
    throw new AppError(409, tooManyClassesMessage(options.maxClasses));
  }
  let row: Awaited<ReturnType<typeof classes.insertWithCode>>;
  for (let attempt = 0; attempt < codeAttempts && !row; attempt += 1) {
    row = await classes.insertWithCode({
      ownerId: platform.ownerId,
      name: classNameOf(context.title),
      schoolYear: schoolYearAt(options.now),
      subject: 'MATHS',
      level: 'SP8',
      code: generateClassCode(),
    });
  }
  if (!row) throw new Error('No free class code after several draws.');
  await classes.addTeacher(row.id, platform.ownerId);
  const inserted = await repo.insertContext({
    platformId: platform.id,
    contextId: context.id,
    classId: row.id,
    title: context.title.slice(0, 500),
    membershipsUrl: options.membershipsUrl ?? null,
  });
  // Another launch of the same course bound it meanwhile: that binding stands (this transaction's class goes away).
  if (!inserted) throw new Error('The course was bound by a concurrent launch.');
  return inserted;
}

/**
 * Admits a pupil to the class (ACTIVE), within its seat limit, in the caller's transaction; the class's row is locked
 * while its pupils are counted. Answers whether they were admitted now (false: already in).
 */
export async function admitPupil(tx: TDb, classId: string, userId: string, maxPupils: number, at: Date) {
  const classes = createClassesRepository(tx);
  if ((await classes.lock(classId))?.archivedAt) throw new AppError(409, classMessages.archived);
  const membership = await classes.liveMembership(classId, userId);
  if (membership?.status === 'ACTIVE') return false;
  if ((await classes.countActive(classId)) >= maxPupils) throw new AppError(409, classFullMessage(maxPupils));
  if (membership) await classes.admit(membership.id, at);
  else await classes.insertMembership({ classId, userId, status: 'ACTIVE', joinedAt: at });
  return true;
}
