import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TNewUserRow, type TUserRow, users } from '../../db/schema';

export function createUsersRepository(db: TDb) {
  return {
    async findById(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async isUsernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return !!row;
    },
    async insert(values: TNewUserRow): Promise<TUserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<TNewUserRow>): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    /** Records a used TOTP time step; false when that step (or a later one) was used already. */
    async advanceTwoFactorTimeStep(id: string, timeStep: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorLastTimeStep: timeStep })
        .where(
          and(eq(users.id, id), or(isNull(users.twoFactorLastTimeStep), lt(users.twoFactorLastTimeStep, timeStep))),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type TUsersRepository = ReturnType<typeof createUsersRepository>;
