import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of CHEMISTRY (issue 73): concepts, exams and solved tasks. */
export const chemistryContent: TDemoSubjectContent = {
  subject: 'CHEMISTRY',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
