import type { TDemoSubjectContent } from '../../demo-content.types';
import { physicsConcepts } from './concepts';
import { physicsExams } from './exams';
import { physicsMaturaFieldTasks } from './tasks-matura-fields';
import { physicsMaturaMechanicsTasks } from './tasks-matura-mechanics';
import { physicsPrimaryFieldTasks } from './tasks-primary-electricity-heat-waves';
import { physicsPrimaryMechanicsTasks } from './tasks-primary-mechanics';

/** The demo shelf of PHYSICS (issue 73): concepts, exams and solved tasks. */
export const physicsContent: TDemoSubjectContent = {
  subject: 'PHYSICS',
  concepts: physicsConcepts,
  exams: physicsExams,
  homeworkTypes: [],
  tasks: [
    ...physicsPrimaryMechanicsTasks,
    ...physicsPrimaryFieldTasks,
    ...physicsMaturaMechanicsTasks,
    ...physicsMaturaFieldTasks,
  ],
};
