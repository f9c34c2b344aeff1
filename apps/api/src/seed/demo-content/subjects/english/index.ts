import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of ENGLISH (issue 73): concepts, exams and solved tasks. */
export const englishContent: TDemoSubjectContent = {
  subject: 'ENGLISH',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
