export * from './help.endpoints';
export * from './help.schemas';
export * from './user-block.endpoints';
export * from './user-block.schemas';
