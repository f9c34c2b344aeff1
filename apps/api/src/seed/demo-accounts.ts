import { type TRole, teacherVerificationDeclaration, teacherVerificationLimits } from '@zadania/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { parentLinks, teacherVerifications, users as usersTable } from '../db/schema';
import { hashPassword } from '../modules/auth/auth.service';
import { createUsersRepository } from '../modules/users/users.repository';

export const demoPassword = 'demo12345';
export const demoTeacherEmail = 'nauczyciel@zadania.local';
export const demoAdminEmail = 'admin@zadania.local';
export const demoStudentEmail = 'uczen@zadania.local';
export const demoParentEmail = 'rodzic@zadania.local';

export const demoAccounts: { email: string; username: string; displayName: string; role: TRole }[] = [
  { email: demoAdminEmail, username: 'admin', displayName: 'Administrator', role: 'ADMIN' },
  { email: demoTeacherEmail, username: 'nauczyciel', displayName: 'Anna Nowak', role: 'TEACHER' },
  { email: 'uczen@zadania.local', username: 'uczen', displayName: 'Jan Kowalski', role: 'USER' },
  { email: demoParentEmail, username: 'rodzic', displayName: 'Maria Kowalska', role: 'PARENT' },
];

/** Creates the confirmed demo accounts that do not exist yet; returns the ones it created. */
export async function seedDemoAccounts(db: TDb) {
  const users = createUsersRepository(db);
  const created: string[] = [];
  for (const account of demoAccounts) {
    if (await users.findByEmail(account.email)) continue;
    await users.insert({
      ...account,
      // The demo ADMIN is the osoba odpowiedzialna: children's help requests reach them (issue 72).
      safeguardingResponsible: account.role === 'ADMIN',
      // The demo pupil pays in the demo (and the e2e flows): an adult by the birth year (minors do not pay).
      birthYear: account.role === 'USER' ? new Date().getUTCFullYear() - 20 : null,
      passwordHash: await hashPassword(demoPassword),
      emailConfirmedAt: new Date(),
      consentAt: new Date(),
    });
    created.push(account.email);
  }
  await linkDemoParent(db);
  await verifyDemoTeachers(db);
  return created;
}

/**
 * The demo teachers are verified for work with minors (issue 72): an APPROVED application (no document: the demo
 * has none) and `users.teacher_verified_until` two years ahead. A teacher already verified is left as is.
 */
async function verifyDemoTeachers(db: TDb) {
  const teachers = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(
      and(
        eq(usersTable.role, 'TEACHER'),
        eq(usersTable.email, demoTeacherEmail),
        isNull(usersTable.teacherVerifiedUntil),
      ),
    );
  const now = new Date();
  const until = new Date(now.getTime() + teacherVerificationLimits.validityYears * 365 * 86_400_000);
  for (const teacher of teachers) {
    await db.insert(teacherVerifications).values({
      teacherId: teacher.id,
      status: 'APPROVED',
      declarationText: teacherVerificationDeclaration,
      declaredAt: now,
      declaredFromIp: '127.0.0.1',
      countries: ['PL'],
      checklist: {
        registryChecked: true,
        registryCheckedOn: now.toISOString().slice(0, 10),
        krkChecked: true,
        demo: true,
      },
      decidedAt: now,
      verifiedUntil: until,
      documentDeletedAt: now,
    });
    await db.update(usersTable).set({ teacherVerifiedUntil: until }).where(eq(usersTable.id, teacher.id));
  }
}

/** The demo parent follows the demo pupil (a confirmed link, as after the pupil's code): docs/parents.md. */
async function linkDemoParent(db: TDb) {
  const users = createUsersRepository(db);
  const [parent, child] = await Promise.all([users.findByEmail(demoParentEmail), users.findByEmail(demoStudentEmail)]);
  if (!parent || !child) return;
  await db
    .insert(parentLinks)
    .values({ parentId: parent.id, childId: child.id, confirmedAt: new Date() })
    .onConflictDoNothing();
}
