import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of COMPUTER_SCIENCE (issue 73): concepts, exams and solved tasks. */
export const computerScienceContent: TDemoSubjectContent = {
  subject: 'COMPUTER_SCIENCE',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
