import { bindUseCases } from '../../lib/use-cases';
import { createTutoringLessonsContext, type TTutoringLessonsDeps } from './lessons/tutoring-lessons.context';
import { attachLessonFile } from './lessons/use-cases/attach-lesson-file';
import { acceptLink, endLink, rejectLink } from './lessons/use-cases/change-link';
import { confirmLapsedLessons } from './lessons/use-cases/confirm-lapsed-lessons';
import { confirmLesson } from './lessons/use-cases/confirm-lesson';
import { createCalendarFeed } from './lessons/use-cases/create-calendar-feed';
import { disputeLesson } from './lessons/use-cases/dispute-lesson';
import { getCalendar } from './lessons/use-cases/get-calendar';
import { getCalendarFeed } from './lessons/use-cases/get-calendar-feed';
import { getLesson } from './lessons/use-cases/get-lesson';
import { inviteStudent } from './lessons/use-cases/invite-student';
import { listDisputes } from './lessons/use-cases/list-disputes';
import { listLinks } from './lessons/use-cases/list-links';
import { rateLesson } from './lessons/use-cases/rate-lesson';
import { renderIcsFeed } from './lessons/use-cases/render-ics-feed';
import { resolveDispute } from './lessons/use-cases/resolve-dispute';
import { revokeCalendarFeed } from './lessons/use-cases/revoke-calendar-feed';
import { sendLessonReminderMail } from './lessons/use-cases/send-lesson-reminder-mail';
import { sendLessonReminders } from './lessons/use-cases/send-lesson-reminders';
import { startLessonMeeting } from './lessons/use-cases/start-lesson-meeting';

export { lessonReminderMailJob, lessonRemindersJob, lessonShare } from './lessons/tutoring-lessons.context';
export { autoConfirmDays } from './lessons/use-cases/confirm-lapsed-lessons';
export { warsawVTimezone } from './lessons/use-cases/render-ics-feed';
export { reminderLeadDays, reminderLeadMinutes } from './lessons/use-cases/send-lesson-reminders';

/**
 * Lessons after booking (issue 19 points 4–6): their meeting in the chat room of the two, files, confirmation
 * (TEACHER_CONFIRMED, then BOTH_CONFIRMED releases the teacher's pay) or a dispute an ADMIN decides, the student's
 * rating feeding the teacher's 'Korepetycje' rating, reminders, the calendar with its private iCalendar feed, and
 * student–teacher links.
 */
export function createTutoringLessonsService(deps: TTutoringLessonsDeps) {
  const ctx = createTutoringLessonsContext(deps);
  return {
    ...bindUseCases(ctx, {
      getLesson,
      confirmLesson,
      disputeLesson,
      rateLesson,
      startLessonMeeting,
      attachLessonFile,
      listDisputes,
      resolveDispute,
      getCalendar,
      getCalendarFeed,
      createCalendarFeed,
      revokeCalendarFeed,
      renderIcsFeed,
      listLinks,
      inviteStudent,
      acceptLink,
      rejectLink,
      endLink,
      sendLessonReminders,
      confirmLapsedLessons,
    }),
    mailHandlers: {
      lessonReminder: (job: Parameters<typeof sendLessonReminderMail>[1]) => sendLessonReminderMail(ctx, job),
    },
  };
}
export type TTutoringLessonsService = ReturnType<typeof createTutoringLessonsService>;
