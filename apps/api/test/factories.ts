import { randomBytes } from 'node:crypto';
import type { TAuthSession, TRole } from '@zadania/shared';
import { inArray } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { homeworkConcepts, homeworks, mathConcepts, type TUserRow } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/auth.service';
import { buildHomeworkSearchText } from '../src/modules/catalogue/homework-search-text';
import { createUsersRepository } from '../src/modules/users/users.repository';
import type { TTestApp } from './build-test-app';

export const defaultTestPassword = 'Haslo1234';

let sequence = 0;

/** An adult's birth year: a USER of the tests pays by default (minors do not pay, docs/parents.md). */
export const adultBirthYear = () => new Date().getUTCFullYear() - 30;

/** Inserts a confirmed user straight into the database; a USER is an adult by default (`birthYear`). */
export async function buildUser(
  app: TTestApp,
  overrides: Partial<Omit<TUserRow, 'passwordHash' | 'email'>> & {
    email?: string;
    password?: string;
    twoFactor?: boolean;
  } = {},
) {
  sequence += 1;
  const suffix = `${sequence}${randomBytes(3).toString('hex')}`;
  const { password = defaultTestPassword, twoFactor, ...values } = overrides;
  const twoFactorSecret = twoFactor ? generateSecret() : null;
  const email = values.email ?? `user${suffix}@example.com`;
  const user = await createUsersRepository(app.db).insert({
    email,
    username: `user${suffix}`,
    displayName: `Użytkownik ${suffix}`,
    role: 'USER',
    emailConfirmedAt: new Date(),
    consentAt: new Date(),
    twoFactorSecret,
    twoFactorEnabledAt: twoFactor ? new Date() : null,
    birthYear: (values.role ?? 'USER') === 'USER' ? adultBirthYear() : null,
    // A TEACHER is verified for work with minors (issue 72) unless a test says otherwise (teacherVerifiedUntil: null).
    teacherVerifiedUntil: values.role === 'TEACHER' ? new Date(Date.now() + 2 * 365 * 86_400_000) : null,
    ...values,
    passwordHash: await hashPassword(password),
  });
  return { ...user, email, password, twoFactorSecret };
}

export async function login(app: TTestApp, email: string, password = defaultTestPassword): Promise<TAuthSession> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A confirmed user of the role, signed in; `headers` carries its Bearer token. */
export async function loginAs(app: TTestApp, role: TRole = 'USER') {
  const user = await buildUser(app, { role });
  const session = await login(app, user.email, user.password);
  return { user, session, headers: { authorization: `Bearer ${session.token}` } };
}

/** One signed-in user of each role (made in the order USER, TEACHER, ADMIN), for tests of who may do what. */
export async function loginAsEachRole(app: TTestApp) {
  const USER = await loginAs(app, 'USER');
  const TEACHER = await loginAs(app, 'TEACHER');
  const ADMIN = await loginAs(app, 'ADMIN');
  return { USER, TEACHER, ADMIN };
}

export async function buildConcept(
  app: TTestApp,
  values: {
    name: string;
    type?: 'DOMAIN' | 'THEOREM' | 'DEFINITION' | 'TAG';
    aliases?: string[];
    slug?: string;
    description?: string;
  },
) {
  sequence += 1;
  const [row] = await app.db
    .insert(mathConcepts)
    .values({
      slug: values.slug ?? `pojecie-${sequence}-${randomBytes(3).toString('hex')}`,
      name: values.name,
      type: values.type ?? 'DEFINITION',
      aliases: values.aliases ?? [],
      description: values.description ?? '<p>Opis pojęcia.</p>',
    })
    .returning();
  return row!;
}

/** Inserts a task with the given concepts; public unless told otherwise. */
export async function buildHomework(
  app: TTestApp,
  values: Partial<typeof homeworks.$inferInsert> & { conceptIds?: string[] } = {},
) {
  sequence += 1;
  const { conceptIds = [], ...rest } = values;
  const description = rest.description ?? '<p>Treść zadania.</p>';
  const concepts = conceptIds.length
    ? await app.db.select().from(mathConcepts).where(inArray(mathConcepts.id, conceptIds))
    : [];
  const [row] = await app.db
    .insert(homeworks)
    .values({
      slug: `zadanie-${sequence}-${randomBytes(3).toString('hex')}`,
      status: 'PUBLIC',
      level: 'HIGH_SCHOOL',
      solutionFormats: ['LATEX'],
      searchText: buildHomeworkSearchText({
        title: rest.title,
        description,
        answer: rest.answer,
        answerHeldBack: rest.paidSolution ?? false,
        concepts,
      }),
      ...rest,
      description,
    })
    .returning();
  if (conceptIds.length) {
    await app.db.insert(homeworkConcepts).values(conceptIds.map((conceptId) => ({ homeworkId: row!.id, conceptId })));
  }
  return row!;
}
