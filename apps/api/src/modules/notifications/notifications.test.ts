import { notificationMessages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { notifications } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const call = (method: 'PUT' | 'GET', url: string, headers: THeaders = {}) => t.app.inject({ method, url, headers });

describe('notifications', () => {
  it('lists one’s own, newest first, with the unread count; marks one or all read', async () => {
    const me = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    expect((await call('GET', '/api/notification')).statusCode).toBe(401);
    expect((await call('PUT', '/api/notification/read-all')).statusCode).toBe(401);
    const rows = await t.app.db
      .insert(notifications)
      .values([
        { userId: me.user.id, type: 'HOMEWORK_REVIEWED', payload: { n: 1 }, createdAt: new Date('2026-01-01') },
        { userId: me.user.id, type: 'HOMEWORK_REVIEWED', payload: { n: 2 }, createdAt: new Date('2026-01-02') },
        {
          userId: me.user.id,
          type: 'MATH_CONCEPT_CHANGE_REVIEWED',
          payload: { n: 3 },
          createdAt: new Date('2026-01-03'),
        },
        { userId: other.user.id, type: 'HOMEWORK_REVIEWED', payload: { n: 4 } },
      ])
      .returning();
    const page = (await call('GET', '/api/notification?pageSize=2', me.headers)).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 2, unreadCount: 3 });
    expect(page.results.map((r: { payload: { n: number } }) => r.payload.n)).toEqual([3, 2]);
    const bad = await call('GET', '/api/notification?page=0', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny numer strony');

    // Somebody else's notification does not exist for me.
    const foreign = await call('PUT', `/api/notification/${rows[3]!.id}/read`, me.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(notificationMessages.notFound);
    expect((await call('PUT', '/api/notification/nie-uuid/read', me.headers)).statusCode).toBe(400);
    const read = await call('PUT', `/api/notification/${rows[0]!.id}/read`, me.headers);
    expect(read.json()).toEqual({ message: notificationMessages.read });
    expect((await call('GET', '/api/notification', me.headers)).json().unreadCount).toBe(2);
    await call('PUT', '/api/notification/read-all', me.headers);
    const after = (await call('GET', '/api/notification', me.headers)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.results.every((r: { readAt: string | null }) => r.readAt)).toBe(true);
    expect((await call('GET', '/api/notification', other.headers)).json().unreadCount).toBe(1);
  });
});
