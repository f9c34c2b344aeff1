import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { notifications, users } from '../db/schema';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUnitOfWork } from './uow';

describe('createUnitOfWork', () => {
  const t = useTestApp();

  const writeAcrossModules = (userId: string, fail: boolean) =>
    createUnitOfWork(t.app.db).run(async (tx) => {
      await createUsersRepository(tx).update(userId, { displayName: 'Zmieniona nazwa' });
      await createNotificationsRepository(tx).insert({ userId, type: 'HOMEWORK_REVIEWED', payload: {} });
      if (fail) throw new Error('the work failed');
      return 'done';
    });

  const stateOf = async (userId: string) => ({
    displayName: (await t.app.db.select().from(users).where(eq(users.id, userId)))[0]?.displayName,
    notifications: (await t.app.db.select().from(notifications).where(eq(notifications.userId, userId))).length,
  });

  it('commits the writes of several modules together and returns what the work returns', async () => {
    const user = await buildUser(t.app);
    expect(await writeAcrossModules(user.id, false)).toBe('done');
    expect(await stateOf(user.id)).toEqual({ displayName: 'Zmieniona nazwa', notifications: 1 });
  });

  it('rolls back every write when the work throws, and rethrows', async () => {
    const user = await buildUser(t.app);
    await expect(writeAcrossModules(user.id, true)).rejects.toThrow('the work failed');
    expect(await stateOf(user.id)).toEqual({ displayName: user.displayName, notifications: 0 });
  });
});
