import type { TRole } from '@zadania/shared';
import type { TDb } from '../db/client';
import { parentLinks } from '../db/schema';
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
  return created;
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
