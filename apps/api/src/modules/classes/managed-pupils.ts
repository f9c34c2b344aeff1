import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { createOpaqueToken } from '../../lib/secrets';
import { rowsOf } from '../../lib/sql-rows';
import { hashPassword } from '../auth/auth.context';

/**
 * Pupils' accounts a teacher creates (issue 56, part 1): no e-mail, a login made from the name, and no usable password
 * until a one-time one is set (and the pupil then sets their own). The LTI roster creates its pupils here too.
 */

/** Letters and digits nobody mixes up on a printed card: no i, l, o, 0 or 1. */
const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const oneTimePasswordLength = 10;

const usernameMax = 24;
const fallbackUsername = 'uczen';
const candidatesPerQuery = 200;

/** Ten characters from the alphabet above, each drawn uniformly from crypto randomness. */
export function createOneTimePassword(): string {
  let password = '';
  for (let i = 0; i < oneTimePasswordLength; i++) password += passwordAlphabet[randomInt(passwordAlphabet.length)];
  return password;
}

/** A one-time password with its hash, made before a transaction so that hashing does not hold its locks. */
export async function createHashedOneTimePassword() {
  const password = createOneTimePassword();
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * A login's base from a name: Polish letters transliterated (ł too, which NFD leaves alone), lower case, only ASCII
 * letters and digits (the login rule of shared ZUsername has no dot or space: "Zofia Kowalska" → "zofiakowalska").
 */
export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKC')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, usernameMax);
  return base.length >= 2 ? base : fallbackUsername;
}

// Every managed account's password hash until a one-time password is set: the hash of a secret thrown away at once,
// so no password signs in. Computed once per process (hashing is slow on purpose).
let unusableHash: Promise<string> | undefined;
const unusablePasswordHash = () => {
  unusableHash ??= hashPassword(createOpaqueToken());
  return unusableHash;
};

/**
 * The first free login of `base`, `base2`, `base3`… (cut so each fits 24 characters), free meaning that no login
 * looks like it (the `username_skeleton` unique index).
 */
async function findFreeUsername(tx: TDb, base: string): Promise<string> {
  for (let start = 1; ; start += candidatesPerQuery) {
    const result = await tx.execute(sql`
      select c.candidate from (
        select n, left(${base}, ${usernameMax} - length(s.suffix)) || s.suffix as candidate
        from generate_series(${start}::int, ${start + candidatesPerQuery - 1}::int) n
        cross join lateral (select case when n = 1 then '' else n::text end as suffix) s
      ) c
      where not exists (select 1 from users u where u.username_skeleton = public.username_skeleton(c.candidate))
      order by c.n limit 1`);
    const [row] = rowsOf<{ candidate: string }>(result);
    if (row) return row.candidate;
  }
}

/**
 * Creates a pupil's account (role USER) without e-mail, with a unique login made from `username` or the name, in the
 * caller's transaction. A concurrent creation taking the same login is met by trying the next one.
 */
export async function createManagedPupil(
  tx: TDb,
  input: {
    name: string;
    username?: string;
    createdByTeacherId?: string;
    /** A one-time password's hash (createHashedOneTimePassword) to sign in with at once; else none signs in. */
    oneTimePasswordHash?: string;
  },
): Promise<{ id: string; username: string; name: string }> {
  const name = input.name.trim();
  const base = usernameBase(input.username ?? name);
  const passwordHash = input.oneTimePasswordHash ?? (await unusablePasswordHash());
  for (;;) {
    const username = await findFreeUsername(tx, base);
    const [row] = await tx
      .insert(users)
      .values({
        email: null,
        username,
        displayName: name,
        passwordHash,
        passwordChangeRequired: input.oneTimePasswordHash !== undefined,
        loginCardIssuedAt: input.oneTimePasswordHash !== undefined ? new Date() : null,
        role: 'USER',
        createdByTeacherId: input.createdByTeacherId ?? null,
      })
      // Any unique index (a concurrent creation took the login and committed): no row, and the search runs again.
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (row) return { id: row.id, username: row.username, name };
  }
}

/**
 * Gives the account a new one-time password (stored hashed, like any password) and marks it to be changed at the next
 * sign-in; answers the password, to be shown once. It signs in for `managedPupilLimits.loginCardDays` from now
 * (modules/auth login), and no more once the owner sets their own (the hash is replaced).
 */
export async function setOneTimePassword(tx: TDb, userId: string): Promise<string> {
  const { password, passwordHash } = await createHashedOneTimePassword();
  await tx
    .update(users)
    .set({ passwordHash, passwordChangeRequired: true, loginCardIssuedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return password;
}
