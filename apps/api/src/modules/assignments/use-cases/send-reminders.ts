import { readableTitle } from '@zadania/shared';
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/job-definition';
import { type TAssignmentsContext, warsawDate } from '../assignments.context';
import { createAssignmentsRepository } from '../assignments.repository';

/** How long before the due date the reminder goes. */
const reminderLeadMs = 86_400_000;

/** Every quarter of an hour: the reminders of assignments due within a day (issue 56). */
export const assignmentRemindersJob = defineJob({
  name: 'assignments.reminders',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '*/15 * * * *',
});

/**
 * The reminder the day before: each assignment due within the next 24 hours (and started) tells its pupils who
 * have not finished it, once, whichever node runs the job.
 */
export async function sendReminders(ctx: TAssignmentsContext, at: Date) {
  const { uow, repository } = ctx;
  const due = await repository.dueForReminder(at, new Date(at.getTime() + reminderLeadMs), 200);
  let sent = 0;
  for (const { assignment, className } of due) {
    await uow.run(async (tx) => {
      const repo = createAssignmentsRepository(tx);
      if (!(await repo.markReminded(assignment.id, at))) return;
      const itemCount = (await repo.itemsOf([assignment.id])).length;
      const recipients = await repo.unfinishedPupils(assignment.id, assignment.classId, assignment.attempts, itemCount);
      if (recipients.length === 0) return;
      await ctx.outbox.record(tx, 'notification.requested', {
        type: 'ASSIGNMENT_EVENT',
        recipientIds: recipients,
        text: `Przypomnienie: zadanie domowe „${readableTitle(assignment.title)}” (klasa ${className}) trzeba oddać do ${warsawDate.format(assignment.dueAt)}.`,
        href: `/assignments/${assignment.id}`,
        data: { assignmentId: assignment.id, classId: assignment.classId, reminder: true },
      });
      sent += 1;
    });
  }
  return { sent };
}
