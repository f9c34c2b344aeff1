import { bindUseCases } from '../../lib/use-cases';
import { createAssignmentsContext, type TAssignmentsDeps } from './assignments.context';
import { answerAssignment } from './use-cases/answer-assignment';
import { createAssignment } from './use-cases/create-assignment';
import { deleteAssignment } from './use-cases/delete-assignment';
import { exportOf } from './use-cases/export-of';
import { getAssignment } from './use-cases/get-assignment';
import { getGradebook } from './use-cases/get-gradebook';
import { getGradebookCsv } from './use-cases/get-gradebook-csv';
import { getMarkBands } from './use-cases/get-mark-bands';
import { getResults } from './use-cases/get-results';
import { getResultsCsv } from './use-cases/get-results-csv';
import { listForClass } from './use-cases/list-for-class';
import { listForPupil } from './use-cases/list-for-pupil';
import { ownMarksOf } from './use-cases/own-marks-of';
import { scoreOf } from './use-cases/score-of';
import { sendReminders } from './use-cases/send-reminders';
import { updateAssignment } from './use-cases/update-assignment';
import { updateMarkBands } from './use-cases/update-mark-bands';

export { assignmentRemindersJob } from './use-cases/send-reminders';

/**
 * Assignments of a class (issue 56, second slice): its teachers set catalogue tasks and generator items (each pupil
 * their own variant) for the class or chosen pupils, pupils answer them with the platform's checker (each answer an
 * attempt in the student model), teachers read the results with proposed marks. A teacher sees a pupil's answers
 * only from the pupil's joining the class until their leaving it.
 */
export function createAssignmentsService(deps: TAssignmentsDeps) {
  const ctx = createAssignmentsContext(deps);
  return bindUseCases(ctx, {
    createAssignment,
    listForClass,
    listForPupil,
    getAssignment,
    updateAssignment,
    deleteAssignment,
    answerAssignment,
    scoreOf,
    ownMarksOf,
    getResults,
    getResultsCsv,
    getGradebook,
    getGradebookCsv,
    getMarkBands,
    updateMarkBands,
    sendReminders,
    exportOf,
  });
}

export type TAssignmentsService = ReturnType<typeof createAssignmentsService>;
