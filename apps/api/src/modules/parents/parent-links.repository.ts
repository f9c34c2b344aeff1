import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parentalConsents, parentLinks, users } from '../../db/schema';
import { avatarColumns } from '../users/avatar';

/**
 * Who is whose parent (db/schema/parents.ts), as every module that serves a parent reads it: payments for a child,
 * purchase requests, the weekly letter, the parent's pages. A link counts once confirmed (a child of 16 or more
 * confirms it; a younger child's link is confirmed when made).
 */
export function createParentLinksRepository(db: TDb) {
  return {
    /** Whether `parentId` is a confirmed parent of `childId`: every /parent/children/{id} route's 404 rests on it. */
    async isParentOf(parentId: string, childId: string) {
      const [row] = await db
        .select({ childId: parentLinks.childId })
        .from(parentLinks)
        .where(
          and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId), isNotNull(parentLinks.confirmedAt)),
        );
      return !!row;
    },
    /** The confirmed parents of a child, with what a notification and an e-mail need. */
    async parentsOf(childId: string) {
      return db
        .select({ id: users.id, email: users.email, username: users.username, displayName: users.displayName })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentId))
        .where(and(eq(parentLinks.childId, childId), isNotNull(parentLinks.confirmedAt)));
    },
    /** The child's account row, locked for the link's transaction: two parents linking at once count one after the other. */
    async lockChild(childId: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, birthYear: users.birthYear })
        .from(users)
        .where(eq(users.id, childId))
        .for('update');
      return row;
    },
    /** How many parents (confirmed or not) a child is linked with. */
    async countParents(childId: string) {
      const [row] = await db.select({ value: count() }).from(parentLinks).where(eq(parentLinks.childId, childId));
      return row?.value ?? 0;
    },
    /** A link in any state. */
    async find(parentId: string, childId: string) {
      const [row] = await db
        .select()
        .from(parentLinks)
        .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId)));
      return row;
    },
    async insert(values: { parentId: string; childId: string; confirmedAt: Date | null; linkedAt: Date }) {
      await db.insert(parentLinks).values(values);
    },
    /** Confirms a link that waits for the child (16 or more); false when there is none waiting. */
    async confirm(parentId: string, childId: string, at: Date) {
      const rows = await db
        .update(parentLinks)
        .set({ confirmedAt: at })
        .where(
          and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId), isNull(parentLinks.confirmedAt)),
        )
        .returning({ childId: parentLinks.childId });
      return rows.length > 0;
    },
    async update(
      parentId: string,
      childId: string,
      values: { letterEnabled?: boolean; letterPausedByChild?: boolean },
    ) {
      await db
        .update(parentLinks)
        .set(values)
        .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId)));
    },
    /**
     * A parent's children (links in any state, the oldest link first), with what the parent's list shows of each: the
     * account and the consent's row (null: none was needed).
     */
    async childrenOf(parentId: string, childId?: string) {
      return db
        .select({
          link: parentLinks,
          child: {
            id: users.id,
            username: users.username,
            displayName: users.displayName,
            birthYear: users.birthYear,
            ...avatarColumns,
          },
          consent: {
            requestedAt: parentalConsents.requestedAt,
            confirmedAt: parentalConsents.confirmedAt,
            withdrawnAt: parentalConsents.withdrawnAt,
          },
        })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.childId))
        .leftJoin(parentalConsents, eq(parentalConsents.userId, parentLinks.childId))
        .where(and(eq(parentLinks.parentId, parentId), childId ? eq(parentLinks.childId, childId) : undefined))
        .orderBy(asc(parentLinks.linkedAt), asc(users.username));
    },
    /** A child's parents (links in any state, the oldest first), as the child's settings list them. */
    async linksOfChild(childId: string, parentId?: string) {
      return db
        .select({
          link: parentLinks,
          parent: { id: users.id, username: users.username, displayName: users.displayName },
        })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentId))
        .where(and(eq(parentLinks.childId, childId), parentId ? eq(parentLinks.parentId, parentId) : undefined))
        .orderBy(asc(parentLinks.linkedAt), asc(users.username));
    },
    /** The links of an account either way, for its data export: the other side's login and display name only. */
    async linksForExport(userId: string) {
      const [asParent, asChild] = [
        await db
          .select({
            username: users.username,
            displayName: users.displayName,
            linkedAt: parentLinks.linkedAt,
            confirmedAt: parentLinks.confirmedAt,
          })
          .from(parentLinks)
          .innerJoin(users, eq(users.id, parentLinks.childId))
          .where(eq(parentLinks.parentId, userId))
          .orderBy(asc(parentLinks.linkedAt)),
        await db
          .select({
            username: users.username,
            displayName: users.displayName,
            linkedAt: parentLinks.linkedAt,
            confirmedAt: parentLinks.confirmedAt,
          })
          .from(parentLinks)
          .innerJoin(users, eq(users.id, parentLinks.parentId))
          .where(eq(parentLinks.childId, userId))
          .orderBy(asc(parentLinks.linkedAt)),
      ];
      return { asParent, asChild };
    },
  };
}
export type TParentLinksRepository = ReturnType<typeof createParentLinksRepository>;
