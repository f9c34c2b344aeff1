import type { TDemoSubjectContent } from '../../demo-content.types';
import { chemistryConcepts } from './concepts';
import { chemistryExams } from './exams';
import { chemistryCalculationTasks } from './tasks-calculations';
import { chemistryPrimaryTasks } from './tasks-primary';
import { chemistryStructureTasks } from './tasks-structure-and-ph';

/** The demo shelf of CHEMISTRY (issue 73): concepts, exams and solved tasks. */
export const chemistryContent: TDemoSubjectContent = {
  subject: 'CHEMISTRY',
  concepts: chemistryConcepts,
  exams: chemistryExams,
  homeworkTypes: [],
  tasks: [...chemistryPrimaryTasks, ...chemistryCalculationTasks, ...chemistryStructureTasks],
};
