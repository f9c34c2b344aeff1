import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parentLinks, users } from '../../db/schema';

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
  };
}
export type TParentLinksRepository = ReturnType<typeof createParentLinksRepository>;
