import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of ITALIAN (issue 73): concepts, exams and solved tasks. */
export const italianContent: TDemoSubjectContent = {
  subject: 'ITALIAN',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
