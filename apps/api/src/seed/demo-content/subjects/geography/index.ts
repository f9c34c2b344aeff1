import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of GEOGRAPHY (issue 73): concepts, exams and solved tasks. */
export const geographyContent: TDemoSubjectContent = {
  subject: 'GEOGRAPHY',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
