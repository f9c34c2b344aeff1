import type { TDemoSubjectContent } from '../../demo-content.types';

/** The demo shelf of PHYSICS (issue 73): concepts, exams and solved tasks. */
export const physicsContent: TDemoSubjectContent = {
  subject: 'PHYSICS',
  concepts: [],
  exams: [],
  homeworkTypes: [],
  tasks: [],
};
