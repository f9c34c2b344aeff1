import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of MUSIC (issue 73): concepts, exams and solved tasks. */
export const musicContent: TDemoSubjectContent = {
  subject: 'MUSIC',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
