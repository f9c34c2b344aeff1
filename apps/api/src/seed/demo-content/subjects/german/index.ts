import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of GERMAN (issue 73): concepts, exams and solved tasks. */
export const germanContent: TDemoSubjectContent = {
  subject: 'GERMAN',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
