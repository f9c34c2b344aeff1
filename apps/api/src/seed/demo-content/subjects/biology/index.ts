import type { TDemoSubjectContent } from '../../demo-content.types';
import { biologyConcepts } from './concepts';
import { biologyExams } from './exams';
import { biologyHumanTasks } from './tasks-human';
import { biologyCellTasks } from './tasks-matura-cell';
import { biologyGeneticsTasks } from './tasks-matura-genetics';
import { biologyPrimaryTasks } from './tasks-primary';

/** The demo shelf of BIOLOGY (issue 73): concepts, exams and solved tasks. */
export const biologyContent: TDemoSubjectContent = {
  subject: 'BIOLOGY',
  concepts: biologyConcepts,
  exams: biologyExams,
  homeworkTypes: [],
  tasks: [...biologyPrimaryTasks, ...biologyHumanTasks, ...biologyGeneticsTasks, ...biologyCellTasks],
};
