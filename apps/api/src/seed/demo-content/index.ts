import type { TSubject } from '@zadania/shared';
import { demoConcepts } from './concepts';
import type { TDemoContent, TDemoSubjectContent } from './demo-content.types';
import { demoExams } from './exams';
import { demoHomeworkTypes } from './homework-types';
import { subjectShelves } from './subjects';
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

/** The maths shelf and the other subjects' shelves, each item naming its subject. */
export const demoContent: TDemoContent = {
  concepts: [...demoConcepts, ...subjectShelves.flatMap((shelf) => shelf.concepts.map(withSubject(shelf)))],
  exams: [...demoExams, ...subjectShelves.flatMap((shelf) => shelf.exams.map(withSubject(shelf)))],
  homeworkTypes: [...demoHomeworkTypes, ...subjectShelves.flatMap((shelf) => shelf.homeworkTypes)],
  tasks: [...demoTasks, ...subjectShelves.flatMap((shelf) => shelf.tasks.map(withSubject(shelf)))],
};

function withSubject(shelf: TDemoSubjectContent) {
  return <T extends { subject?: TSubject }>(item: T): T => ({ ...item, subject: item.subject ?? shelf.subject });
}
