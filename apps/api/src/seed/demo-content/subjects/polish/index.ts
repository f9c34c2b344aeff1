import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of POLISH (issue 73): concepts, exams and solved tasks. */
export const polishContent: TDemoSubjectContent = {
  subject: 'POLISH',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
