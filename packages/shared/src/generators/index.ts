export * from './generators.endpoints';
export * from './generators.schemas';
