import type { TDemoSubjectContent } from '../../demo-content.types';
import { englishConcepts } from './concepts';
import { englishExams } from './exams';
import { englishHighSchoolGrammarTasks } from './tasks-high-school-grammar';
import { englishHighSchoolSkillsTasks } from './tasks-high-school-skills';
import { englishPrimaryGrammarTasks } from './tasks-primary-grammar';
import { englishPrimarySkillsTasks } from './tasks-primary-skills';

/** The demo shelf of ENGLISH (issue 73): concepts, exams and solved tasks. */
export const englishContent: TDemoSubjectContent = {
  subject: 'ENGLISH',
  concepts: englishConcepts,
  exams: englishExams,
  homeworkTypes: [],
  tasks: [
    ...englishPrimaryGrammarTasks,
    ...englishPrimarySkillsTasks,
    ...englishHighSchoolGrammarTasks,
    ...englishHighSchoolSkillsTasks,
  ],
};
