import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of HISTORY (issue 73): concepts, exams and solved tasks. */
export const historyContent: TDemoSubjectContent = {
  subject: 'HISTORY',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
