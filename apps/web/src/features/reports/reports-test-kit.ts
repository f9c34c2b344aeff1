import type { TReport } from '@zadania/shared';
import { studentId, teacherId } from '../tutoring';

export { posts } from '../../test/stub-api';

export const reviewId = '88888888-9999-4aaa-8bbb-cccccccccccc';
/** A user as a report names them. */
export const person = (id: string, username: string, displayName: string) => ({
  id,
  username,
  displayName,
  avatar: null,
});

/** An open report by Anna Nowak of Jan Kowalski's review, as GET /api/report answers it. */
export const buildReport = (overrides: Partial<TReport> = {}): TReport => ({
  id: '99999999-aaaa-4bbb-8ccc-dddddddddddd',
  targetType: 'REVIEW',
  targetId: reviewId,
  targetLabel: 'Kupcie tanie zegarki na spam.example',
  targetHref: '/teachers/anna#reviews',
  targetOwner: person(studentId, 'jan', 'Jan Kowalski'),
  reason: 'SPAM',
  details: '',
  status: 'OPEN',
  decisionNote: '',
  reporter: person(teacherId, 'anna', 'Anna Nowak'),
  decidedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  files: [],
  policies: { read: true, decide: true },
  ...overrides,
});
