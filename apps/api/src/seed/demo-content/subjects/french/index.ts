import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of FRENCH (issue 73): concepts, exams and solved tasks. */
export const frenchContent: TDemoSubjectContent = {
  subject: 'FRENCH',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
