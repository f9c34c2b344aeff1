export const queryKeys = {
  me: ['user', 'me'] as const,
};
