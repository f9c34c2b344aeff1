export * from './auth-tokens';
export * from './catalogue';
export * from './search-words';
export * from './sessions';
export * from './users';
