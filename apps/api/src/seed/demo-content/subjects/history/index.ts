import type { TDemoSubjectContent } from '../../demo-content.types';
import { historyConcepts } from './concepts';
import { historyExams } from './exams';
import { historyHighSchoolEarlyTasks } from './tasks-high-school-early';
import { historyHighSchoolModernTasks } from './tasks-high-school-modern';
import { historyPrimaryTasks } from './tasks-primary';

/** The demo shelf of HISTORY (issue 73): concepts, exams and solved tasks. */
export const historyContent: TDemoSubjectContent = {
  subject: 'HISTORY',
  concepts: historyConcepts,
  exams: historyExams,
  homeworkTypes: [],
  tasks: [...historyPrimaryTasks, ...historyHighSchoolEarlyTasks, ...historyHighSchoolModernTasks],
};
