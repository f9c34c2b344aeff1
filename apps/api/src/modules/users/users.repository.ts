import type { TRole } from '@zadania/shared';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TNewUserRow, type TUserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { buildContainsPattern } from '../../lib/sql-search';
import { findableWhere, type TContactViewer } from '../contacts/contacts.repository';
import { avatarColumns, type TAvatarRow, userCardColumns } from './avatar';

const usernameIndexes = ['users_username_lower_unique', 'users_username_skeleton_unique'];

export function createUsersRepository(db: TDb) {
  return {
    async findById(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The account with what presents its avatar (avatar.ts). */
    async findWithAvatar(id: string): Promise<(TUserRow & TAvatarRow) | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(users), ...avatarColumns })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    /**
     * The address and login of each of these accounts that still exists and has an address, for mail addressed to
     * them (a pupil's account a teacher created has none, and gets no mail).
     */
    async findMailRecipients(ids: string[]): Promise<{ email: string; username: string }[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(and(inArray(users.id, ids), isNotNull(users.email)));
      return rows.flatMap((row) => (row.email ? [{ email: row.email, username: row.username }] : []));
    },
    async findByEmail(email: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    /** The account of a login, in any case (sign-in by login: a pupil's account without e-mail). */
    async findByUsername(username: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },
    /** True when a login is taken, or one that looks like it ('adm1n' for 'admin'; see username_skeleton). */
    async isUsernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.usernameSkeleton} = public.username_skeleton(${username})`);
      return !!row;
    },
    async insert(values: TNewUserRow): Promise<TUserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /**
     * Inserts a new account, or tells which unique value was taken, also when a concurrent request
     * took it between a check and this insert. A taken e-mail still writes its row (a no-op update),
     * so both answers commit a write and take the same time: the time does not tell who has an account.
     */
    async insertAccount(
      values: TNewUserRow,
    ): Promise<{ user: TUserRow; taken?: never } | { user?: never; taken: 'email' | 'username' }> {
      try {
        const [row] = await db
          .insert(users)
          .values(values)
          .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`${users.updatedAt}` } })
          // xmax is 0 on a row this statement inserted, and set on one it updated.
          .returning({ ...getTableColumns(users), inserted: sql<boolean>`(xmax = 0)` });
        const { inserted, ...user } = row!;
        return inserted ? { user } : { taken: 'email' };
      } catch (error) {
        if (usernameIndexes.some((index) => isUniqueViolation(error, index))) return { taken: 'username' };
        throw error;
      }
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
    /**
     * One page of the accounts a person may pick (user picker, mentions): those the contact rule lets the viewer
     * find (contacts.repository.ts `findableWhere`), confirmed accounts only (an unconfirmed one may belong to
     * somebody else's address), the viewer left out, ordered by display name.
     */
    async listSelectable(options: {
      viewer: TContactViewer;
      search?: string;
      roles?: TRole[];
      /** Leaves out the people linked to the viewer as student and teacher (PENDING or ACCEPTED), either way. */
      skipLinked?: boolean;
      limit: number;
      offset: number;
    }) {
      const viewerId = options.viewer.id;
      const filters: (SQL | undefined)[] = [
        isNotNull(users.emailConfirmedAt),
        ne(users.id, viewerId),
        findableWhere(options.viewer, options.search),
      ];
      if (options.skipLinked) {
        filters.push(sql`not exists (select 1 from student_teacher_links l
          where l.status in ('PENDING', 'ACCEPTED')
            and ((l.student_id = ${viewerId} and l.teacher_id = ${users.id})
              or (l.teacher_id = ${viewerId} and l.student_id = ${users.id})))`);
      }
      if (options.search?.trim()) {
        const pattern = buildContainsPattern(options.search);
        filters.push(
          sql`(immutable_unaccent(lower(${users.username})) like ${pattern} or immutable_unaccent(lower(${users.displayName})) like ${pattern})`,
        );
      }
      if (options.roles?.length) filters.push(inArray(users.role, options.roles));
      const where = and(...filters);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(userCardColumns)
          .from(users)
          .where(where)
          .orderBy(
            asc(sql`immutable_unaccent(lower(${users.displayName}))`),
            asc(sql`lower(${users.username})`),
            asc(users.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type TUsersRepository = ReturnType<typeof createUsersRepository>;
