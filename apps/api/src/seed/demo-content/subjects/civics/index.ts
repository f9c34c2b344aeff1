import type { TDemoSubjectContent } from '../../demo-content.types';
import { civicsConcepts } from './concepts';
import { civicsExams } from './exams';
import { civicsHighSchoolLawTasks } from './tasks-high-school-law';
import { civicsHighSchoolStateTasks } from './tasks-high-school-state';
import { civicsPrimaryTasks } from './tasks-primary';

/** The demo shelf of CIVICS (issue 73): concepts, exams and solved tasks. */
export const civicsContent: TDemoSubjectContent = {
  subject: 'CIVICS',
  concepts: civicsConcepts,
  exams: civicsExams,
  homeworkTypes: [],
  tasks: [...civicsPrimaryTasks, ...civicsHighSchoolStateTasks, ...civicsHighSchoolLawTasks],
};
