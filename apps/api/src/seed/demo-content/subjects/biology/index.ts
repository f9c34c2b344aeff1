import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of BIOLOGY (issue 73): concepts, exams and solved tasks. */
export const biologyContent: TDemoSubjectContent = {
  subject: 'BIOLOGY',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
