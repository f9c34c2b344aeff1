export * from './mock-exam.schemas';
