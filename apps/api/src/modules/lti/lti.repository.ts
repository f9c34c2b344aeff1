import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  assignmentPupils,
  assignments,
  classes,
  ltiContexts,
  ltiGradeDeliveries,
  ltiLoginStates,
  ltiPlatforms,
  ltiRegistrationTokens,
  ltiResourceLinks,
  ltiSignInCodes,
  ltiToolKeys,
  ltiUsers,
  users,
} from '../../db/schema';

const first = <T>(rows: T[]) => rows[0];

/** The SQL of the LTI 1.3 tool (issue 56, part 4). */
export function createLtiRepository(db: TDb) {
  return {
    findToolKey: async (id: string) => first(await db.select().from(ltiToolKeys).where(eq(ltiToolKeys.id, id))),

    /** Stores a generated key unless another node stored one first (then the caller reads that one). */
    insertToolKey: (values: typeof ltiToolKeys.$inferInsert) =>
      db.insert(ltiToolKeys).values(values).onConflictDoNothing(),

    insertRegistrationToken: (values: typeof ltiRegistrationTokens.$inferInsert) =>
      db.insert(ltiRegistrationTokens).values(values),

    /** Spends a registration token: its owner when it was unused and unexpired, else undefined. */
    useRegistrationToken: async (tokenHash: string, at: Date) =>
      first(
        await db
          .update(ltiRegistrationTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(ltiRegistrationTokens.tokenHash, tokenHash),
              isNull(ltiRegistrationTokens.usedAt),
              gt(ltiRegistrationTokens.expiresAt, at),
            ),
          )
          .returning({ ownerId: ltiRegistrationTokens.ownerId }),
      ),

    findRegistrationToken: async (tokenHash: string) =>
      first(await db.select().from(ltiRegistrationTokens).where(eq(ltiRegistrationTokens.tokenHash, tokenHash))),

    /** A new platform; undefined when its issuer and client id are registered already. */
    insertPlatform: async (values: typeof ltiPlatforms.$inferInsert) =>
      first(await db.insert(ltiPlatforms).values(values).onConflictDoNothing().returning()),

    platformsOfIssuer: (issuer: string) => db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer)),

    findPlatform: async (id: string) => first(await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id))),

    platformOwner: async (ownerId: string) =>
      first(await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, ownerId))),

    insertLoginState: (values: typeof ltiLoginStates.$inferInsert) => db.insert(ltiLoginStates).values(values),

    /** Spends a login state: the row when it was unused (expired ones too: the caller refuses those). */
    useLoginState: async (stateHash: string, at: Date) =>
      first(
        await db
          .update(ltiLoginStates)
          .set({ usedAt: at })
          .where(and(eq(ltiLoginStates.stateHash, stateHash), isNull(ltiLoginStates.usedAt)))
          .returning(),
      ),

    /** Forgets login states and sign-in codes that expired before `before`. */
    async pruneExpired(before: Date) {
      await db.delete(ltiLoginStates).where(lt(ltiLoginStates.expiresAt, before));
      await db.delete(ltiSignInCodes).where(lt(ltiSignInCodes.expiresAt, before));
    },

    findLtiUser: async (platformId: string, sub: string) =>
      first(
        await db
          .select()
          .from(ltiUsers)
          .where(and(eq(ltiUsers.platformId, platformId), eq(ltiUsers.sub, sub))),
      ),

    insertLtiUser: async (values: typeof ltiUsers.$inferInsert) =>
      first(await db.insert(ltiUsers).values(values).onConflictDoNothing().returning()),

    findContext: async (platformId: string, contextId: string) =>
      first(
        await db
          .select()
          .from(ltiContexts)
          .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId))),
      ),

    /** Bound courses with their classes, the newest first: of the platforms `ownerId` registered (all for null). */
    contextsOf: (ownerId: string | null) =>
      db
        .select({ context: ltiContexts, className: classes.name, issuer: ltiPlatforms.issuer })
        .from(ltiContexts)
        .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
        .innerJoin(classes, eq(classes.id, ltiContexts.classId))
        .where(ownerId === null ? undefined : eq(ltiPlatforms.ownerId, ownerId))
        .orderBy(desc(ltiContexts.createdAt)),

    findContextById: async (id: string) => first(await db.select().from(ltiContexts).where(eq(ltiContexts.id, id))),

    insertContext: async (values: typeof ltiContexts.$inferInsert) =>
      first(await db.insert(ltiContexts).values(values).onConflictDoNothing().returning()),

    setMembershipsUrl: (id: string, membershipsUrl: string) =>
      db.update(ltiContexts).set({ membershipsUrl }).where(eq(ltiContexts.id, id)),

    findResourceLink: async (platformId: string, resourceLinkId: string) =>
      first(
        await db
          .select()
          .from(ltiResourceLinks)
          .where(and(eq(ltiResourceLinks.platformId, platformId), eq(ltiResourceLinks.resourceLinkId, resourceLinkId))),
      ),

    /** The class of an assignment, or undefined when there is no such assignment. */
    assignmentClassId: async (assignmentId: string) =>
      first(await db.select({ classId: assignments.classId }).from(assignments).where(eq(assignments.id, assignmentId)))
        ?.classId,

    /** Records (or moves) a resource link to an assignment; its line item is kept unless a new one is known. */
    upsertResourceLink: async (values: typeof ltiResourceLinks.$inferInsert) =>
      first(
        await db
          .insert(ltiResourceLinks)
          .values(values)
          .onConflictDoUpdate({
            target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId],
            set: {
              assignmentId: values.assignmentId,
              contextId: values.contextId,
              lineItemUrl: sql`coalesce(excluded.line_item_url, ${ltiResourceLinks.lineItemUrl})`,
            },
          })
          .returning(),
      )!,

    /** Sets the pupil for an assignment (their own variant numbered after the others') unless they are already. */
    setAssignmentFor: (assignmentId: string, userId: string) =>
      db.execute(sql`
        insert into ${assignmentPupils} (assignment_id, user_id, ordinal)
        select ${assignmentId}, ${userId}, coalesce(max(ordinal), 0) + 1
        from ${assignmentPupils} where assignment_id = ${assignmentId}
        on conflict do nothing`),

    insertSignInCode: (values: typeof ltiSignInCodes.$inferInsert) => db.insert(ltiSignInCodes).values(values),

    /** Spends a sign-in code: its account and path when it was unused and unexpired. */
    useSignInCode: async (codeHash: string, at: Date) =>
      first(
        await db
          .update(ltiSignInCodes)
          .set({ usedAt: at })
          .where(
            and(eq(ltiSignInCodes.codeHash, codeHash), isNull(ltiSignInCodes.usedAt), gt(ltiSignInCodes.expiresAt, at)),
          )
          .returning({ userId: ltiSignInCodes.userId, path: ltiSignInCodes.path }),
      ),

    /**
     * Where a pupil's grade on an assignment goes: each resource link to it with a line item, on a platform where the
     * pupil is an LTI user, with that user's `sub`.
     */
    gradeTargets: (assignmentId: string, userId: string) =>
      db
        .select({ link: ltiResourceLinks, platform: ltiPlatforms, sub: ltiUsers.sub })
        .from(ltiResourceLinks)
        .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiResourceLinks.platformId))
        .innerJoin(ltiUsers, and(eq(ltiUsers.platformId, ltiResourceLinks.platformId), eq(ltiUsers.userId, userId)))
        .where(and(eq(ltiResourceLinks.assignmentId, assignmentId), isNotNull(ltiResourceLinks.lineItemUrl))),

    /** Locks the pupil's LTI row: their grades on one platform go out one at a time, in order. */
    lockLtiUser: (platformId: string, sub: string) =>
      db
        .select({ sub: ltiUsers.sub })
        .from(ltiUsers)
        .where(and(eq(ltiUsers.platformId, platformId), eq(ltiUsers.sub, sub)))
        .for('update'),

    findDelivery: async (answerId: string, linkId: string) =>
      first(
        await db
          .select()
          .from(ltiGradeDeliveries)
          .where(and(eq(ltiGradeDeliveries.answerId, answerId), eq(ltiGradeDeliveries.linkId, linkId))),
      ),

    /** The newest submission whose score went out to this link for this pupil. */
    latestSent: async (linkId: string, userId: string) =>
      first(
        await db
          .select({ answeredAt: ltiGradeDeliveries.answeredAt })
          .from(ltiGradeDeliveries)
          .where(
            and(
              eq(ltiGradeDeliveries.linkId, linkId),
              eq(ltiGradeDeliveries.userId, userId),
              eq(ltiGradeDeliveries.outcome, 'SENT'),
            ),
          )
          .orderBy(desc(ltiGradeDeliveries.answeredAt))
          .limit(1),
      ),

    insertDelivery: (values: typeof ltiGradeDeliveries.$inferInsert) =>
      db.insert(ltiGradeDeliveries).values(values).onConflictDoNothing(),

    /** The account's data export: the platforms it came from (as a pupil) and those it registered (as a teacher). */
    identitiesOf: (userId: string) =>
      db
        .select({ issuer: ltiPlatforms.issuer, sub: ltiUsers.sub, createdAt: ltiUsers.createdAt })
        .from(ltiUsers)
        .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiUsers.platformId))
        .where(eq(ltiUsers.userId, userId))
        .orderBy(ltiUsers.createdAt),

    platformsOwnedBy: (userId: string) =>
      db
        .select({
          issuer: ltiPlatforms.issuer,
          clientId: ltiPlatforms.clientId,
          deploymentId: ltiPlatforms.deploymentId,
          createdAt: ltiPlatforms.createdAt,
        })
        .from(ltiPlatforms)
        .where(eq(ltiPlatforms.ownerId, userId))
        .orderBy(ltiPlatforms.createdAt),
  };
}

export type TLtiRepository = ReturnType<typeof createLtiRepository>;
