import { demoConcepts } from './concepts';
import type { TDemoContent } from './demo-content.types';
import { demoExams } from './exams';
import { demoHomeworkTypes } from './homework-types';
import { highSchoolTasks } from './tasks-high-school';
import { linearFunctionTasks } from './tasks-linear-function';
import { primaryTasks } from './tasks-primary';
import { universityTasks } from './tasks-university';

export type * from './demo-content.types';
export {
  demoConcepts,
  demoExams,
  demoHomeworkTypes,
  highSchoolTasks,
  linearFunctionTasks,
  primaryTasks,
  universityTasks,
};

/** All demo tasks, ordered by level. */
export const demoTasks = [...primaryTasks, ...highSchoolTasks, ...linearFunctionTasks, ...universityTasks];

export const demoContent: TDemoContent = {
  concepts: demoConcepts,
  exams: demoExams,
  homeworkTypes: demoHomeworkTypes,
  tasks: demoTasks,
};
