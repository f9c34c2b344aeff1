export * from './mock-attempt-history.schemas';
export * from './mock-exam.schemas';
export * from './mock-exam-answers.schemas';
export * from './mock-exam-student.schemas';
