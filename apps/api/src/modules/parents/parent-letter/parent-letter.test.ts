import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { parentMessages } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/build-test-app';
import { buildUser } from '../../../../test/factories';
import { readOutbox } from '../../../../test/outbox';
import { learningAttempts, parentLetters, parentLinks } from '../../../db/schema';

const t = useTestApp();
/** Sunday 5 July 2026, 18:00 in Warsaw (summer time); the week told is 29 June – 5 July. */
const slot = new Date('2026-07-05T16:00:00Z');
const weekStart = '2026-06-29';

async function family(childNames: string[], link: Partial<typeof parentLinks.$inferInsert> = {}) {
  const parent = await buildUser(t.app, { role: 'PARENT' });
  const children = [];
  for (const displayName of childNames) {
    const child = await buildUser(t.app, { displayName });
    await t.app.db
      .insert(parentLinks)
      .values({ parentId: parent.id, childId: child.id, confirmedAt: new Date(), ...link });
    children.push(child);
  }
  return { parent, children };
}

const send = async (at = slot) => {
  const result = await t.app.services.parentLetter.sendWeeklyLetters(at);
  await t.app.jobs.drain();
  return result;
};
const lettersTo = async (to: string) => (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(to));

describe('the weekly letter to parents', () => {
  it('sends one mail per family naming each child, with the week and the unsubscribe headers', async () => {
    const { parent, children } = await family(['Ala Nowak', 'Olek Nowak']);
    const [ala] = children;
    for (const correct of [true, true, false]) {
      await t.app.db.insert(learningAttempts).values({
        userId: ala!.id,
        kind: 'PRACTICE',
        itemId: randomUUID(),
        answer: '4',
        correct,
        createdAt: new Date('2026-07-01T10:00:00Z'),
      });
    }

    expect(await send()).toEqual({ weekStart, queued: 1 });
    const [mail, ...others] = await lettersTo(parent.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Tydzień w Zadania: Ala Nowak, Olek Nowak');
    expect(mail?.text).toContain('== Ala Nowak ==\nĆwiczenia: 3 odpowiedzi, w tym 2 poprawne.');
    expect(mail?.text).toContain('== Olek Nowak ==\nĆwiczenia: ten tydzień bez ćwiczeń.');
    for (const child of children) expect(mail?.text).toContain(`${t.app.config.publicUrl}/parent/children/${child.id}`);
    const raw = (await fs.readFile(mail!.file, 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    const token = t.app.services.parentLetter.tokenOf(parent.id);
    expect(raw).toContain(`List-Unsubscribe: <${t.app.config.publicUrl}/api/parent-letter/unsubscribe/${token}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sends a family its letter once a week however often the job runs', async () => {
    const { parent } = await family(['Ala']);
    expect(await send()).toMatchObject({ queued: 1 });
    expect(await send(new Date(slot.getTime() + 3_600_000))).toMatchObject({ queued: 0 });
    expect(await send(new Date(slot.getTime() + 86_400_000))).toMatchObject({ queued: 0 });
    expect(await lettersTo(parent.email)).toHaveLength(1);
    // Before the slot, and a week later, it is another week.
    expect(await send(new Date(slot.getTime() - 60_000))).toMatchObject({ queued: 0, weekStart: '2026-06-22' });
    expect(await send(new Date(slot.getTime() + 7 * 86_400_000))).toMatchObject({ queued: 1, weekStart: '2026-07-06' });
    expect(await lettersTo(parent.email)).toHaveLength(2);
  });

  it('sends each letter once when two runners, or two nodes, run at the same time', async () => {
    const families = await Promise.all([family(['Ala']), family(['Basia']), family(['Celina'])]);
    const second = await buildTestApp({}, { database: t.app.database });
    try {
      const results = await Promise.all([
        t.app.services.parentLetter.sendWeeklyLetters(slot),
        second.services.parentLetter.sendWeeklyLetters(slot),
        t.app.services.parentLetter.sendWeeklyLetters(slot),
      ]);
      expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(3);
      await t.app.jobs.drain();
      await second.jobs.drain();
      const all = [...(await readOutbox(t.app.outboxDir)), ...(await readOutbox(second.outboxDir))];
      for (const { parent } of families) expect(all.filter((mail) => mail.to === parent.email)).toHaveLength(1);
      expect(await t.app.db.select().from(parentLetters)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('leaves out a paused child, an unconfirmed link, and a parent with nothing to tell', async () => {
    const parent = await buildUser(t.app, { role: 'PARENT' });
    const told = await buildUser(t.app, { displayName: 'Ala' });
    const paused = await buildUser(t.app, { displayName: 'Zuza' });
    const unconfirmed = await buildUser(t.app, { displayName: 'Kuba' });
    await t.app.db.insert(parentLinks).values([
      { parentId: parent.id, childId: told.id, confirmedAt: new Date() },
      { parentId: parent.id, childId: paused.id, confirmedAt: new Date(), letterPausedByChild: true },
      { parentId: parent.id, childId: unconfirmed.id },
    ]);
    const onlyPaused = await family(['Ola'], { letterPausedByChild: true });
    const switchedOff = await family(['Ewa'], { letterEnabled: false });

    expect(await send()).toMatchObject({ queued: 1 });
    const [mail] = await lettersTo(parent.email);
    expect(mail?.subject).toBe('Tydzień w Zadania: Ala');
    expect(mail?.text).not.toContain('Zuza');
    expect(mail?.text).not.toContain('Kuba');
    expect(await lettersTo(onlyPaused.parent.email)).toHaveLength(0);
    expect(await lettersTo(switchedOff.parent.email)).toHaveLength(0);
  });

  it('unsubscribes with one click (the RFC 8058 form, or no body) and then sends nothing', async () => {
    const { parent, children } = await family(['Ala', 'Olek']);
    const token = t.app.services.parentLetter.tokenOf(parent.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/parent-letter/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: parentMessages.letterUnsubscribed });
    const links = await t.app.db.select().from(parentLinks).where(eq(parentLinks.parentId, parent.id));
    expect(links.map((link) => link.letterEnabled)).toEqual([false, false]);

    const again = await t.app.inject({ method: 'POST', url: `/api/parent-letter/unsubscribe/${token}` });
    expect(again.statusCode).toBe(200);

    expect(await send()).toMatchObject({ queued: 0 });
    expect(await lettersTo(parent.email)).toHaveLength(0);
    expect(children).toHaveLength(2);
  });

  it('does not send a letter taken before its parent unsubscribed', async () => {
    const { parent } = await family(['Ala']);
    await t.app.services.parentLetter.sendWeeklyLetters(slot);
    await t.app.services.parentLetter.unsubscribe(t.app.services.parentLetter.tokenOf(parent.id));
    await t.app.jobs.drain();
    expect(await lettersTo(parent.email)).toHaveLength(0);
  });

  it('refuses a token it did not sign with 400', async () => {
    const { parent } = await family(['Ala']);
    const forged = `${parent.id}.${'x'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${randomUUID()}.abc.def`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/parent-letter/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(parentMessages.letterLinkInvalid);
    }
    const links = await t.app.db
      .select()
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, parent.id), eq(parentLinks.letterEnabled, true)));
    expect(links).toHaveLength(1);
  });
});
