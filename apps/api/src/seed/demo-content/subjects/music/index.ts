import type { TDemoSubjectContent } from '../../demo-content.types';
import { musicConcepts } from './concepts';
import { musicExams } from './exams';
import { musicFormsTasks } from './tasks-matura-forms';
import { musicHistoryTasks } from './tasks-matura-history';
import { musicPrimaryTasks } from './tasks-primary';

/** The demo shelf of MUSIC (issue 73): concepts, exams and solved tasks. */
export const musicContent: TDemoSubjectContent = {
  subject: 'MUSIC',
  concepts: musicConcepts,
  exams: musicExams,
  homeworkTypes: [],
  tasks: [...musicPrimaryTasks, ...musicFormsTasks, ...musicHistoryTasks],
};
