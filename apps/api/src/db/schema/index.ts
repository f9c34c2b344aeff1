export * from './auth-tokens';
export * from './authoring';
export * from './catalogue';
export * from './editor-comments';
export * from './files';
export * from './search-words';
export * from './sessions';
export * from './users';
