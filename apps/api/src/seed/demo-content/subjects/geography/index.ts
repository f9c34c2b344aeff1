import type { TDemoSubjectContent } from '../../demo-content.types';
import { geographyConcepts } from './concepts';
import { geographyExams } from './exams';
import { geographyEarthTasks } from './tasks-matura-earth';
import { geographyPeopleTasks } from './tasks-matura-people';
import { geographyPrimaryMapTasks } from './tasks-primary-maps';
import { geographyPrimaryWorldTasks } from './tasks-primary-world';

/** The demo shelf of GEOGRAPHY (issue 73): concepts, exams and solved tasks. */
export const geographyContent: TDemoSubjectContent = {
  subject: 'GEOGRAPHY',
  concepts: geographyConcepts,
  exams: geographyExams,
  homeworkTypes: [],
  tasks: [...geographyPrimaryMapTasks, ...geographyPrimaryWorldTasks, ...geographyEarthTasks, ...geographyPeopleTasks],
};
