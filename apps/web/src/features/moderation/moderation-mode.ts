/** 'account': one's own tasks (/account/homeworks); 'admin': the review queue (/admin/homeworks). */
export type TModerationMode = 'account' | 'admin';

export const moderationBasePath = (mode: TModerationMode) =>
  mode === 'admin' ? '/admin/homeworks' : '/account/homeworks';
