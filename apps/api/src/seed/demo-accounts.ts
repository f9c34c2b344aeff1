import type { TRole } from '@zadania/shared';
import type { TDb } from '../db/client';
import { hashPassword } from '../modules/auth/auth.service';
import { createUsersRepository } from '../modules/users/users.repository';

export const demoPassword = 'demo12345';
export const demoTeacherEmail = 'nauczyciel@zadania.local';
export const demoAdminEmail = 'admin@zadania.local';
export const demoStudentEmail = 'uczen@zadania.local';

export const demoAccounts: { email: string; username: string; displayName: string; role: TRole }[] = [
  { email: demoAdminEmail, username: 'admin', displayName: 'Administrator', role: 'ADMIN' },
  { email: demoTeacherEmail, username: 'nauczyciel', displayName: 'Anna Nowak', role: 'TEACHER' },
  { email: 'uczen@zadania.local', username: 'uczen', displayName: 'Jan Kowalski', role: 'USER' },
];

/** Creates the confirmed demo accounts that do not exist yet; returns the ones it created. */
export async function seedDemoAccounts(db: TDb) {
  const users = createUsersRepository(db);
  const created: string[] = [];
  for (const account of demoAccounts) {
    if (await users.findByEmail(account.email)) continue;
    await users.insert({
      ...account,
      // The demo pupil pays in the demo (and the e2e flows): an adult by the birth year (minors do not pay).
      birthYear: account.role === 'USER' ? new Date().getUTCFullYear() - 20 : null,
      passwordHash: await hashPassword(demoPassword),
      emailConfirmedAt: new Date(),
      consentAt: new Date(),
    });
    created.push(account.email);
  }
  return created;
}
