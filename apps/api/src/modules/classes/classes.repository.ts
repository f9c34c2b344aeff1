import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { classes, classMembers, classTeachers, type TClassMemberRow, type TClassRow, users } from '../../db/schema';

export type { TClassMemberRow, TClassRow };
export type TClassEndReason = 'LEFT' | 'REMOVED' | 'REJECTED' | 'MOVED';

const live = isNull(classMembers.leftAt);

/** Classes and their membership's SQL (issue 56). */
export function createClassesRepository(db: TDb) {
  return {
    find: async (id: string) => (await db.select().from(classes).where(eq(classes.id, id)).limit(1))[0],

    /** Locks the class's row until the transaction ends: joins, approvals and moves count its pupils under it. */
    lock: async (id: string) => (await db.select().from(classes).where(eq(classes.id, id)).for('update'))[0],

    findByCode: async (code: string) => (await db.select().from(classes).where(eq(classes.code, code)).limit(1))[0],

    /** The class with this code, locked. */
    lockByCode: async (code: string) =>
      (await db.select().from(classes).where(eq(classes.code, code)).for('update'))[0],

    /** Locks the teacher's account row: creating and restoring classes count their live classes under it. */
    lockUser: async (userId: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'))[0],

    countLiveOwned: async (ownerId: string) =>
      (
        await db
          .select({ value: count() })
          .from(classes)
          .where(and(eq(classes.ownerId, ownerId), isNull(classes.archivedAt)))
      )[0]!.value,

    /** Inserts the class unless its code is taken (then undefined: the caller draws another code). */
    insertWithCode: async (values: typeof classes.$inferInsert) =>
      (await db.insert(classes).values(values).onConflictDoNothing({ target: classes.code }).returning())[0],

    update: async (id: string, values: Partial<typeof classes.$inferInsert>) =>
      (
        await db
          .update(classes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(classes.id, id))
          .returning()
      )[0]!,

    /** Sets a new code unless it is taken (then undefined). */
    replaceCode: async (id: string, code: string) =>
      (
        await db
          .update(classes)
          .set({ code, updatedAt: new Date() })
          .where(and(eq(classes.id, id), sql`not exists (select 1 from ${classes} c2 where c2.code = ${code})`))
          .returning()
      )[0],

    addTeacher: (classId: string, userId: string) =>
      db.insert(classTeachers).values({ classId, userId }).onConflictDoNothing(),

    removeTeacher: (classId: string, userId: string) =>
      db.delete(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId))),

    /**
     * When the pupil joined the earliest of the teacher's classes they are an active member of now (an archived class
     * too: its results are kept); null when they are in none.
     */
    async joinedTaughtClassAt(teacherId: string, pupilId: string): Promise<Date | null> {
      const [row] = await db
        .select({ joinedAt: sql<string | null>`min(${classMembers.joinedAt})` })
        .from(classMembers)
        .innerJoin(classTeachers, eq(classTeachers.classId, classMembers.classId))
        .where(
          and(
            eq(classTeachers.userId, teacherId),
            eq(classMembers.userId, pupilId),
            eq(classMembers.status, 'ACTIVE'),
            live,
          ),
        );
      return row?.joinedAt ? new Date(row.joinedAt) : null;
    },

    /** The teachers of these classes with their names, the earliest first. */
    teachersOf: async (classIds: string[]) =>
      classIds.length === 0
        ? []
        : db
            .select({
              classId: classTeachers.classId,
              id: users.id,
              username: users.username,
              name: users.displayName,
            })
            .from(classTeachers)
            .innerJoin(users, eq(users.id, classTeachers.userId))
            .where(inArray(classTeachers.classId, classIds))
            .orderBy(asc(classTeachers.createdAt), asc(users.username)),

    /** Active and pending pupils per class (live memberships). */
    countsOf: async (classIds: string[]) => {
      const counts = new Map<string, { ACTIVE: number; PENDING: number }>();
      if (classIds.length === 0) return counts;
      const rows = await db
        .select({ classId: classMembers.classId, status: classMembers.status, value: count() })
        .from(classMembers)
        .where(and(inArray(classMembers.classId, classIds), live))
        .groupBy(classMembers.classId, classMembers.status);
      for (const row of rows) {
        const entry = counts.get(row.classId) ?? { ACTIVE: 0, PENDING: 0 };
        entry[row.status] = row.value;
        counts.set(row.classId, entry);
      }
      return counts;
    },

    countActive: async (classId: string) =>
      (
        await db
          .select({ value: count() })
          .from(classMembers)
          .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'ACTIVE'), live))
      )[0]!.value,

    /** Live memberships, admitted or waiting: the seats a registration with the class's code may take. */
    countLive: async (classId: string) =>
      (
        await db
          .select({ value: count() })
          .from(classMembers)
          .where(and(eq(classMembers.classId, classId), live))
      )[0]!.value,

    /** The person's waiting memberships in live classes that admit automatically, their classes locked. */
    lockAutoAdmittingWaits: (userId: string) =>
      db
        .select({ membershipId: classMembers.id, classId: classes.id })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(
          and(
            eq(classMembers.userId, userId),
            eq(classMembers.status, 'PENDING'),
            live,
            eq(classes.autoAdmit, true),
            isNull(classes.archivedAt),
          ),
        )
        .for('update', { of: classes }),

    /** The classes this person teaches or is a live member of, live first, then the newest school year, by name. */
    listFor: (userId: string) =>
      db
        .select()
        .from(classes)
        .where(
          or(
            sql`${classes.id} in (select class_id from ${classTeachers} where user_id = ${userId})`,
            sql`${classes.id} in (select class_id from ${classMembers} where user_id = ${userId} and left_at is null)`,
          ),
        )
        .orderBy(sql`${classes.archivedAt} is not null`, desc(classes.schoolYear), asc(classes.name), asc(classes.id)),

    /** Live memberships of this person in these classes. */
    liveMembershipsOf: async (userId: string, classIds: string[]) =>
      classIds.length === 0
        ? []
        : db
            .select()
            .from(classMembers)
            .where(and(eq(classMembers.userId, userId), inArray(classMembers.classId, classIds), live)),

    liveMembership: async (classId: string, userId: string) =>
      (
        await db
          .select()
          .from(classMembers)
          .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId), live))
          .limit(1)
      )[0],

    insertMembership: async (values: typeof classMembers.$inferInsert) =>
      (await db.insert(classMembers).values(values).returning())[0]!,

    admit: async (membershipId: string, at: Date) =>
      (
        await db
          .update(classMembers)
          .set({ status: 'ACTIVE', joinedAt: at })
          .where(eq(classMembers.id, membershipId))
          .returning()
      )[0]!,

    end: (membershipId: string, reason: TClassEndReason, at: Date) =>
      db.update(classMembers).set({ leftAt: at, endReason: reason }).where(eq(classMembers.id, membershipId)),

    /** The live membership in this class holding this register number, but `exceptId`'s; call under the class's lock. */
    registerNumberHolder: async (classId: string, registerNumber: number, exceptId: string) =>
      (
        await db
          .select({ id: classMembers.id })
          .from(classMembers)
          .where(
            and(
              eq(classMembers.classId, classId),
              eq(classMembers.registerNumber, registerNumber),
              sql`${classMembers.id} <> ${exceptId}`,
              live,
            ),
          )
          .limit(1)
      )[0],

    /** How the class lists a pupil: the roster name and register number (the account itself is untouched). */
    updateRosterEntry: (
      membershipId: string,
      values: Partial<Pick<TClassMemberRow, 'rosterName' | 'registerNumber'>>,
    ) => db.update(classMembers).set(values).where(eq(classMembers.id, membershipId)),

    /** The roster: live memberships with the pupils' names, active by name and pending oldest first. */
    roster: (classId: string) =>
      db
        .select({
          id: users.id,
          username: users.username,
          name: sql<string>`coalesce(${classMembers.rosterName}, ${users.displayName})`,
          rosterName: classMembers.rosterName,
          registerNumber: classMembers.registerNumber,
          withoutEmail: sql<boolean>`${users.email} is null`,
          loginCardUnused: users.passwordChangeRequired,
          status: classMembers.status,
          requestedAt: classMembers.createdAt,
          joinedAt: classMembers.joinedAt,
        })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(and(eq(classMembers.classId, classId), live))
        .orderBy(
          sql`${classMembers.registerNumber} nulls last`,
          sql`coalesce(${classMembers.rosterName}, ${users.displayName})`,
          asc(users.username),
          asc(classMembers.createdAt),
        ),

    findUserByUsername: async (username: string) =>
      (
        await db
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${username})`)
          .limit(1)
      )[0],

    findUserRole: async (userId: string) =>
      (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1))[0]?.role,

    /** What the account's data export carries: the classes it teaches. */
    taughtBy: (userId: string) =>
      db
        .select({
          id: classes.id,
          name: classes.name,
          schoolYear: classes.schoolYear,
          subject: classes.subject,
          level: classes.level,
          ownerId: classes.ownerId,
          archivedAt: classes.archivedAt,
          createdAt: classes.createdAt,
        })
        .from(classTeachers)
        .innerJoin(classes, eq(classes.id, classTeachers.classId))
        .where(eq(classTeachers.userId, userId))
        .orderBy(asc(classes.createdAt)),

    /** What the account's data export carries: every membership, ended ones too, oldest first. */
    membershipsOf: (userId: string) =>
      db
        .select({
          classId: classMembers.classId,
          className: classes.name,
          schoolYear: classes.schoolYear,
          status: classMembers.status,
          requestedAt: classMembers.createdAt,
          joinedAt: classMembers.joinedAt,
          leftAt: classMembers.leftAt,
          endReason: classMembers.endReason,
        })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.userId, userId))
        .orderBy(asc(classMembers.createdAt)),

    /**
     * Before an owner's account goes: each class they own that has another teacher passes to the earliest of them
     * (so the pupils keep their class); the others go with the account (cascade).
     */
    handOverOwnedClasses: (ownerId: string) =>
      db.execute(sql`
        update ${classes} c set owner_id = (
          select t.user_id from ${classTeachers} t
          where t.class_id = c.id and t.user_id <> ${ownerId}
          order by t.created_at, t.user_id limit 1
        ), updated_at = now()
        where c.owner_id = ${ownerId}
          and exists (select 1 from ${classTeachers} t where t.class_id = c.id and t.user_id <> ${ownerId})`),
  };
}

export type TClassesRepository = ReturnType<typeof createClassesRepository>;
