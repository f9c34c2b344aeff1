import type { TDemoSubjectContent } from '../../demo-content.types';
import { germanConcepts } from './concepts';
import { germanExams } from './exams';
import { germanHighSchoolGrammarTasks } from './tasks-high-school-grammar';
import { germanHighSchoolSkillsTasks } from './tasks-high-school-skills';
import { germanPrimaryGrammarTasks } from './tasks-primary-grammar';
import { germanPrimarySkillsTasks } from './tasks-primary-skills';

/** The demo shelf of GERMAN (issue 73): concepts, exams and solved tasks. */
export const germanContent: TDemoSubjectContent = {
  subject: 'GERMAN',
  concepts: germanConcepts,
  exams: germanExams,
  homeworkTypes: [],
  tasks: [
    ...germanPrimaryGrammarTasks,
    ...germanPrimarySkillsTasks,
    ...germanHighSchoolGrammarTasks,
    ...germanHighSchoolSkillsTasks,
  ],
};
