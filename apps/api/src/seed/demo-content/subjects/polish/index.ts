import type { TDemoSubjectContent } from '../../demo-content.types';
import { polishConcepts } from './concepts';
import { polishExams } from './exams';
import { polishHighSchoolTasks } from './tasks-high-school';
import { polishLanguageTasks } from './tasks-language';
import { polishLiteraturePrimaryTasks } from './tasks-literature-primary';

/** The demo shelf of POLISH (issue 73): concepts, exams and solved tasks. */
export const polishContent: TDemoSubjectContent = {
  subject: 'POLISH',
  concepts: polishConcepts,
  exams: polishExams,
  homeworkTypes: [],
  tasks: [...polishLiteraturePrimaryTasks, ...polishLanguageTasks, ...polishHighSchoolTasks],
};
