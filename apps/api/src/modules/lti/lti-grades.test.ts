import { randomUUID } from 'node:crypto';
import type { TAssignment } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { ltiRoles, type TFakeLtiPlatform } from '../../../test/fake-lti-platform';
import { call } from '../../../test/inject';
import { launchAs, registerPlatform, startPlatformFor } from '../../../test/lti-fixtures';
import { assignmentAnswers, ltiContexts, ltiGradeDeliveries, ltiUsers } from '../../db/schema';
import type { TStoredEvent } from '../../lib/events/domain-events';

const t = useTestApp({ CLASS_MAX_PUPILS: '60' });
let platform: TFakeLtiPlatform;
beforeEach(async () => {
  platform = await startPlatformFor(() => t.app);
});
afterEach(async () => {
  await platform.close();
});

const pupils = 50;
const submissions = 1000;
const course = { id: 'course-1000', title: 'Matematyka 8a' };
const instructor = { sub: 'moodle-teacher', roles: [ltiRoles.instructor], context: course };

describe('grade passback under failures', () => {
  it('1 000 submissions with 10 % of grade-passback calls failing: every grade arrives exactly once', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    platform.members.set(
      course.id,
      Array.from({ length: pupils }, (_, index) => ({
        user_id: `learner-${index}`,
        name: `Uczeń ${index}`,
        roles: [ltiRoles.learner],
      })),
    );
    await launchAs(t.app, platform, { ...instructor, membershipsUrl: platform.membershipsUrl(course.id) });
    const [context] = await t.app.db.select().from(ltiContexts);
    const created = await call(t.app, 'POST', `/api/class/${context!.classId}/assignment`, teacher.headers, {
      title: 'Sprawdzian',
      items: [
        { kind: 'GENERATOR', generatorId: 'e8-rownanie-liniowe' },
        { kind: 'GENERATOR', generatorId: 'e8-rownanie-liniowe' },
      ],
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const assignment = created.json<TAssignment>();
    expect(assignment.pupilCount ?? pupils).toBe(pupils);
    await launchAs(t.app, platform, {
      ...instructor,
      resourceLinkId: 'link-1',
      custom: { assignment_id: assignment.id },
      lineItem: platform.lineItemUrl('li-1'),
    });
    const learners = await t.app.db.select().from(ltiUsers);
    expect(learners).toHaveLength(pupils);

    // The submissions, each a second after the last, round the class; written as the answer route writes them.
    const start = Date.now() + 60_000;
    const rows = await t.app.db
      .insert(assignmentAnswers)
      .values(
        Array.from({ length: submissions }, (_, index) => ({
          assignmentId: assignment.id,
          userId: learners[index % pupils]!.userId,
          position: 1 + (index % 2),
          answer: String(index),
          correct: index % 3 === 0,
          late: false,
          createdAt: new Date(start + index * 1000),
        })),
      )
      .returning();
    const events: TStoredEvent[] = rows.map((row) => ({
      id: randomUUID(),
      type: 'assignment.answered',
      payload: {
        assignmentId: assignment.id,
        userId: row.userId,
        answerId: row.id,
        answeredAt: row.createdAt.toISOString(),
      },
      actorId: row.userId,
      createdAt: row.createdAt,
    }));

    // Every tenth call to the platform's score service fails with 500; the outbox retries what threw.
    let failed = 0;
    platform.failScores((callNumber) => {
      const fails = callNumber % 10 === 0;
      if (fails) failed += 1;
      return fails;
    });
    const subscriber = t.app.services.lti.gradeSubscriber;
    let pending = events;
    for (let round = 0; pending.length > 0 && round < 10; round += 1) {
      const retry: TStoredEvent[] = [];
      for (const event of pending) await subscriber.handle(event).catch(() => retry.push(event));
      pending = retry;
    }
    expect(pending).toEqual([]);
    expect(failed).toBeGreaterThan(50);
    // Delivered again (the outbox delivers at least once): nothing more is sent.
    const sentBefore = platform.scores.length;
    for (const event of events.slice(0, 100)) await subscriber.handle(event);
    expect(platform.scores.length).toBe(sentBefore);

    const ledger = await t.app.db.select().from(ltiGradeDeliveries);
    expect(ledger).toHaveLength(submissions);
    const sent = ledger.filter((row) => row.outcome === 'SENT');
    expect(platform.scores).toHaveLength(sent.length);

    // Each submission's grade went out once, or was covered by a newer one of the same pupil sent before it.
    const bySub = new Map(learners.map((learner) => [learner.sub, learner.userId]));
    const received = platform.scores.map(
      (score) => `${bySub.get(score.body.userId as string)} ${score.body.timestamp}`,
    );
    expect(new Set(received).size).toBe(received.length);
    expect(received.sort()).toEqual(sent.map((row) => `${row.userId} ${row.answeredAt.toISOString()}`).sort());

    // Per pupil, the timestamps the platform received only increase, and the last one carries the final score.
    for (const learner of learners) {
      const mine = platform.scores.filter((score) => score.body.userId === learner.sub);
      const stamps = mine.map((score) => Date.parse(score.body.timestamp as string));
      expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      expect(new Set(stamps).size).toBe(stamps.length);
      const final = await t.app.services.assignments.scoreOf(assignment.id, learner.userId);
      expect(mine.at(-1)!.body).toMatchObject({
        scoreGiven: final!.points,
        scoreMaximum: 2,
        timestamp: final!.answeredAt!.toISOString(),
        gradingProgress: 'FullyGraded',
      });
    }
  }, 300_000);
});
