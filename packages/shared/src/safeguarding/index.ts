export * from './teacher-verification.endpoints';
export * from './teacher-verification.schemas';
