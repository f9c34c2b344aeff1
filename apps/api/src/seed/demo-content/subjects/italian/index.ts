import type { TDemoSubjectContent } from '../../demo-content.types';
import { italianConcepts } from './concepts';
import { italianExams } from './exams';
import { italianMaturaBasicTasks } from './tasks-matura-basic';
import { italianMaturaExtendedTasks } from './tasks-matura-extended';
import { italianPrimaryTasks } from './tasks-primary';

/** The demo shelf of ITALIAN (issue 73): concepts, exams and solved tasks. */
export const italianContent: TDemoSubjectContent = {
  subject: 'ITALIAN',
  concepts: italianConcepts,
  exams: italianExams,
  homeworkTypes: [],
  tasks: [...italianPrimaryTasks, ...italianMaturaBasicTasks, ...italianMaturaExtendedTasks],
};
