import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of SPANISH (issue 73): concepts, exams and solved tasks. */
export const spanishContent: TDemoSubjectContent = {
  subject: 'SPANISH',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
