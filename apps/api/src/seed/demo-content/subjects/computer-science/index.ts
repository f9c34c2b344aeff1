import type { TDemoSubjectContent } from '../../demo-content.types';
import { computerScienceConcepts } from './concepts';
import { computerScienceExams } from './exams';
import { computerScienceAlgorithmTasks } from './tasks-matura-algorithms';
import { computerScienceNumberTasks } from './tasks-matura-numbers';
import { computerSciencePrimaryTasks } from './tasks-primary';

/** The demo shelf of COMPUTER_SCIENCE (issue 73): concepts, exams and solved tasks. */
export const computerScienceContent: TDemoSubjectContent = {
  subject: 'COMPUTER_SCIENCE',
  concepts: computerScienceConcepts,
  exams: computerScienceExams,
  homeworkTypes: [],
  tasks: [...computerSciencePrimaryTasks, ...computerScienceNumberTasks, ...computerScienceAlgorithmTasks],
};
