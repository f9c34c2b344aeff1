import type { TDemoSubjectContent } from '../../demo-content.types';
import { frenchConcepts } from './concepts';
import { frenchExams } from './exams';
import { frenchHighSchoolGrammarTasks } from './tasks-high-school-grammar';
import { frenchHighSchoolSkillsTasks } from './tasks-high-school-skills';
import { frenchPrimaryGrammarTasks } from './tasks-primary-grammar';
import { frenchPrimarySkillsTasks } from './tasks-primary-skills';

/** The demo shelf of FRENCH (issue 73): concepts, exams and solved tasks. */
export const frenchContent: TDemoSubjectContent = {
  subject: 'FRENCH',
  concepts: frenchConcepts,
  exams: frenchExams,
  homeworkTypes: [],
  tasks: [
    ...frenchPrimaryGrammarTasks,
    ...frenchPrimarySkillsTasks,
    ...frenchHighSchoolGrammarTasks,
    ...frenchHighSchoolSkillsTasks,
  ],
};
