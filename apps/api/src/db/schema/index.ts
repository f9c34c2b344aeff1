export * from './auth-tokens';
export * from './sessions';
export * from './users';
