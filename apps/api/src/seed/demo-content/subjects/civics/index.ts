import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of CIVICS (issue 73): concepts, exams and solved tasks. */
export const civicsContent: TDemoSubjectContent = {
  subject: 'CIVICS',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
