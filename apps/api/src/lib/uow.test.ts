import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { notifications, users } from '../db/schema';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUnitOfWork, transactionAttempts } from './uow';

const aNotification = (userId: string) => ({
  eventId: randomUUID(),
  userId,
  type: 'HOMEWORK_REVIEWED' as const,
  payload: {},
  createdAt: new Date(),
});

describe('createUnitOfWork', () => {
  const t = useTestApp();

  const writeAcrossModules = (userId: string, fail: boolean) =>
    createUnitOfWork(t.app.db).run(async (tx) => {
      await createUsersRepository(tx).update(userId, { displayName: 'Zmieniona nazwa' });
      await createNotificationsRepository(tx).insertForEvent(aNotification(userId));
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

  /** The error PostgreSQL raises on the victim of a deadlock, as node-postgres and PGlite report it. */
  const deadlockVictim = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('runs a transaction aborted as a deadlock victim again, keeping only the last run’s writes', async () => {
    const user = await buildUser(t.app);
    let attempts = 0;
    const result = await createUnitOfWork(t.app.db).run(async (tx) => {
      attempts += 1;
      await createNotificationsRepository(tx).insertForEvent(aNotification(user.id));
      if (attempts < 3) throw deadlockVictim();
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
    expect((await stateOf(user.id)).notifications).toBe(1);
  });

  it('gives up after its attempts on a deadlock, and never repeats work that failed otherwise', async () => {
    let deadlocked = 0;
    await expect(
      createUnitOfWork(t.app.db).run(async () => {
        deadlocked += 1;
        throw deadlockVictim();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(deadlocked).toBe(transactionAttempts);

    let failed = 0;
    await expect(
      createUnitOfWork(t.app.db).run(async () => {
        failed += 1;
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(failed).toBe(1);
  });

  describe('afterCommit', () => {
    it('runs the effects once the transaction committed, in the order given, and sees the committed rows', async () => {
      const user = await buildUser(t.app);
      const uow = createUnitOfWork(t.app.db);
      const seen: string[] = [];
      await uow.run(async (tx) => {
        await createNotificationsRepository(tx).insertForEvent(aNotification(user.id));
        uow.afterCommit(tx, async () => seen.push(`first: ${(await stateOf(user.id)).notifications}`));
        uow.afterCommit(tx, () => seen.push('second'));
        expect(seen).toEqual([]);
      });
      await expect.poll(() => seen).toEqual(['second', 'first: 1']);
    });

    it('drops the effects of a transaction that rolled back, and of an attempt that was run again', async () => {
      const uow = createUnitOfWork(t.app.db);
      const seen: number[] = [];
      await expect(
        uow.run(async (tx) => {
          uow.afterCommit(tx, () => seen.push(0));
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      let attempts = 0;
      await uow.run(async (tx) => {
        attempts += 1;
        uow.afterCommit(tx, () => seen.push(attempts));
        if (attempts < 3) throw deadlockVictim();
      });
      expect(seen).toEqual([3]);
    });

    it('reports an effect that fails and still answers what the committed work returned', async () => {
      const errors: unknown[] = [];
      const uow = createUnitOfWork(t.app.db, { onEffectError: (error) => errors.push(error) });
      const result = await uow.run(async (tx) => {
        uow.afterCommit(tx, () => {
          throw new Error('the socket is gone');
        });
        uow.afterCommit(tx, () => Promise.reject(new Error('Redis is down')));
        return 'done';
      });
      expect(result).toBe('done');
      await expect
        .poll(() => errors.map((error) => (error as Error).message))
        .toEqual(['the socket is gone', 'Redis is down']);
    });

    it('runs an effect at once outside a unit of work (a write through the database has committed)', () => {
      const seen: string[] = [];
      createUnitOfWork(t.app.db).afterCommit(t.app.db, () => seen.push('now'));
      expect(seen).toEqual(['now']);
    });
  });
});
