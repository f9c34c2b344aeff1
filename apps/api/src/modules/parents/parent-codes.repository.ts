import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parentCodes, users } from '../../db/schema';

/** The codes children make for a parent to link with (db/schema/parents.ts): one live code per child, hashed. */
export function createParentCodesRepository(db: TDb) {
  return {
    /** Stores the child's new code in place of any earlier one. */
    async replace(values: { childId: string; codeHash: string; expiresAt: Date; createdAt: Date }) {
      await db
        .insert(parentCodes)
        .values(values)
        .onConflictDoUpdate({
          target: parentCodes.childId,
          set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.createdAt },
        });
    },
    /** The child of a code still valid at `at`. */
    async findLive(codeHash: string, at: Date) {
      const [row] = await db
        .select({ childId: parentCodes.childId, role: users.role })
        .from(parentCodes)
        .innerJoin(users, eq(users.id, parentCodes.childId))
        .where(and(eq(parentCodes.codeHash, codeHash), gt(parentCodes.expiresAt, at)));
      return row;
    },
    /** A code is single use: gone once a parent linked with it. */
    async remove(childId: string) {
      await db.delete(parentCodes).where(eq(parentCodes.childId, childId));
    },
  };
}
