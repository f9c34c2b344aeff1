import type { TDemoSubjectContent } from '../../demo-content.types';
import { spanishConcepts } from './concepts';
import { spanishExams } from './exams';
import { spanishMaturaBasicTasks } from './tasks-matura-basic';
import { spanishMaturaExtendedTasks } from './tasks-matura-extended';
import { spanishPrimaryTasks } from './tasks-primary';

/** The demo shelf of SPANISH (issue 73): concepts, exams and solved tasks. */
export const spanishContent: TDemoSubjectContent = {
  subject: 'SPANISH',
  concepts: spanishConcepts,
  exams: spanishExams,
  homeworkTypes: [],
  tasks: [...spanishPrimaryTasks, ...spanishMaturaBasicTasks, ...spanishMaturaExtendedTasks],
};
