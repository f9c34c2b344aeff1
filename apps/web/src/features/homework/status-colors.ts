import type { THomeworkStatus } from '@zadania/shared';

/** Mantine colour of each task status's badge, on the task list and in moderation alike. */
export const homeworkStatusColors: Record<THomeworkStatus, string> = {
  PUBLIC: 'green',
  PRIVATE: 'gray',
  HIDDEN: 'gray',
  UNDER_REVIEW: 'yellow',
  PUBLIC_DRAFT: 'blue',
  REJECTED: 'red',
  UNDER_COPYRIGHT_REVIEW: 'orange',
  REMOVED_FOR_COPYRIGHT: 'red',
};
