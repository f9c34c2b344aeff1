import type { TApprovalStatus, TMathConceptType } from '@zadania/shared';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { mathConceptChanges, mathConcepts, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

const changeColumns = {
  change: mathConceptChanges,
  concept: { id: mathConcepts.id, name: mathConcepts.name, slug: mathConcepts.slug, type: mathConcepts.type },
  proposer: { id: users.id, username: users.username, displayName: users.displayName },
};

/** All SQL of creating and changing concepts and of proposed changes. */
export function createMathConceptAuthoringRepository(db: TDb) {
  const selectChanges = () =>
    db
      .select(changeColumns)
      .from(mathConceptChanges)
      .leftJoin(mathConcepts, eq(mathConcepts.id, mathConceptChanges.conceptId))
      .leftJoin(users, eq(users.id, mathConceptChanges.proposerId));

  return {
    async findConcept(id: string) {
      const [row] = await db.select().from(mathConcepts).where(eq(mathConcepts.id, id));
      return row;
    },

    /** A concept of the type with the same name (case-insensitive), other than `exceptId`. */
    async findSameName(type: TMathConceptType, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: mathConcepts.id })
        .from(mathConcepts)
        .where(
          and(
            eq(mathConcepts.type, type),
            sql`lower(${mathConcepts.name}) = lower(${name})`,
            exceptId ? sql`${mathConcepts.id} <> ${exceptId}` : undefined,
          ),
        );
      return row;
    },

    async findSlugsLike(base: string) {
      const rows = await db
        .select({ slug: mathConcepts.slug })
        .from(mathConcepts)
        .where(or(eq(mathConcepts.slug, base), like(mathConcepts.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    /** The new concept, or undefined when its slug is taken (see insertWithFreeSlug). */
    async insertConceptUnlessSlugTaken(values: typeof mathConcepts.$inferInsert) {
      const [row] = await db
        .insert(mathConcepts)
        .values(values)
        .onConflictDoNothing({ target: mathConcepts.slug })
        .returning();
      return row;
    },

    async updateConcept(id: string, values: Partial<typeof mathConcepts.$inferInsert>) {
      await db.update(mathConcepts).set(values).where(eq(mathConcepts.id, id));
    },

    async deleteConcept(id: string) {
      await db.delete(mathConcepts).where(eq(mathConcepts.id, id));
    },

    /** The new proposal, or undefined when its proposer already has one pending for the concept. */
    async insertChange(values: typeof mathConceptChanges.$inferInsert) {
      try {
        const [row] = await db.insert(mathConceptChanges).values(values).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error, 'math_concept_changes_pending_proposer_unique')) return undefined;
        throw error;
      }
    },

    async findChange(id: string) {
      const [row] = await selectChanges().where(eq(mathConceptChanges.id, id));
      return row;
    },

    /** The newest pending proposal of the concept; with `proposerId`, that proposer's. */
    async findPendingChangeOf(conceptId: string, proposerId?: string) {
      const [row] = await selectChanges()
        .where(
          and(
            eq(mathConceptChanges.conceptId, conceptId),
            eq(mathConceptChanges.status, 'PENDING'),
            proposerId ? eq(mathConceptChanges.proposerId, proposerId) : undefined,
          ),
        )
        .orderBy(desc(mathConceptChanges.createdAt), desc(mathConceptChanges.id))
        .limit(1);
      return row;
    },

    async listChanges(options: { status?: TApprovalStatus; limit: number; offset: number }) {
      const where = options.status ? eq(mathConceptChanges.status, options.status) : undefined;
      const [rows, [total]] = await Promise.all([
        selectChanges()
          .where(where)
          .orderBy(desc(mathConceptChanges.createdAt), desc(mathConceptChanges.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(mathConceptChanges).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async countChanges(status: TApprovalStatus) {
      const [row] = await db
        .select({ value: count() })
        .from(mathConceptChanges)
        .where(eq(mathConceptChanges.status, status));
      return row?.value ?? 0;
    },

    /** Decides a pending proposal; false when it was decided meanwhile (the row lock orders two deciders). */
    async decideChange(id: string, values: { status: TApprovalStatus; reviewerId: string }) {
      const rows = await db
        .update(mathConceptChanges)
        .set({ ...values, reviewedAt: new Date() })
        .where(and(eq(mathConceptChanges.id, id), eq(mathConceptChanges.status, 'PENDING')))
        .returning({ id: mathConceptChanges.id });
      return rows.length > 0;
    },
  };
}

export type TMathConceptChangeRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createMathConceptAuthoringRepository>['findChange']>>
>;
