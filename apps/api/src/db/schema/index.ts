export * from './auth-tokens';
export * from './catalogue';
export * from './sessions';
export * from './users';
