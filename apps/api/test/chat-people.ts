import { randomBytes } from 'node:crypto';
import type { TDb } from '../src/db/client';
import { createTokenSigner } from '../src/modules/auth/access-token';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createChatRepository } from '../src/modules/chat/chat.repository';
import { createUsersRepository } from '../src/modules/users/users.repository';

export type TChatPerson = { id: string; token: string };
export type TChatPair = { roomId: string; sender: TChatPerson; receiver: TChatPerson };

/**
 * People and rooms written straight into the database that separate API processes serve (the realtime chaos and
 * cluster tests): each person confirmed, with a session and an access token signed with `jwtSecret`, the secret
 * the processes are started with. `emailDomain` tells whose test made them.
 */
export function createChatPeople(db: TDb, { jwtSecret, emailDomain }: { jwtSecret: string; emailDomain: string }) {
  const signer = createTokenSigner(jwtSecret);
  const users = createUsersRepository(db);
  const auth = createAuthRepository(db);
  const chat = createChatRepository(db);
  const run = randomBytes(3).toString('hex');

  const makePerson = async (label: string, role: 'USER' | 'TEACHER' = 'USER'): Promise<TChatPerson> => {
    const user = await users.insert({
      email: `${label}-${run}@${emailDomain}`,
      username: `${label}${run}`,
      displayName: label,
      role,
      passwordHash: 'no-login',
      emailConfirmedAt: new Date(),
      consentAt: new Date(),
    });
    const session = await auth.createSession({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { id: user.id, token: await signer.signAccessToken({ userId: user.id, sessionId: session.id, role }) };
  };

  /** A group room of two new people: `s<label>` writes, `r<label>` reads. */
  const makePair = async (label: string, roomName: string): Promise<TChatPair> => {
    const sender = await makePerson(`s${label}`);
    const receiver = await makePerson(`r${label}`);
    const room = await chat.insertRoom({ kind: 'GROUP', name: roomName, createdById: sender.id });
    await chat.addMembers(room.id, [sender.id, receiver.id]);
    return { roomId: room.id, sender, receiver };
  };

  return { makePerson, makePair };
}
