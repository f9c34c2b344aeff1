import type { TChildProgress, TParentChild } from '@zadania/shared';

export const childId = 'c41d0000-0000-4000-8000-000000000001';

/** A linked child as GET /parent/children answers it. */
export const parentChild = (overrides: Partial<TParentChild> = {}): TParentChild => ({
  id: childId,
  username: 'Ola2013',
  displayName: 'Ola',
  birthYear: 2013,
  avatarUrl: null,
  consent: {
    status: 'CONFIRMED',
    requestedAt: '2026-11-10T08:00:00.000Z',
    confirmedAt: '2026-11-12T09:00:00.000Z',
    withdrawnAt: null,
  },
  linkConfirmed: true,
  linkedAt: '2026-11-12T09:00:00.000Z',
  weeklyLetter: { enabled: true, pausedByChild: false },
  answersThisWeek: 5,
  lateAssignments: 1,
  pendingRequests: 2,
  ...overrides,
});

/** GET /parent/children/{id}/progress for that child. */
export const childProgress = (overrides: Partial<TChildProgress> = {}): TChildProgress => ({
  child: parentChild(),
  weeks: [
    { weekStart: '2026-10-12', answers: 10, correct: 6, minutes: 30 },
    { weekStart: '2026-10-19', answers: 0, correct: 0, minutes: 0 },
    { weekStart: '2026-10-26', answers: 20, correct: 15, minutes: 55 },
    { weekStart: '2026-11-02', answers: 8, correct: 8, minutes: 12 },
    { weekStart: '2026-11-09', answers: 5, correct: 4, minutes: 9 },
  ],
  mastery: { mastered: 12, learning: 7, due: 3 },
  assignments: [
    {
      id: 'a5516000-0000-4000-8000-000000000001',
      title: 'Ułamki',
      className: '7a',
      dueAt: '2026-11-20T18:00:00.000Z',
      status: 'TODO',
      percent: null,
      mark: null,
    },
    {
      id: 'a5516000-0000-4000-8000-000000000002',
      title: 'Procenty',
      className: '7a',
      dueAt: '2026-11-01T18:00:00.000Z',
      status: 'DONE',
      percent: 80,
      mark: '4',
    },
  ],
  mockExams: [],
  premium: { active: true, endsAt: '2026-12-12T09:00:00.000Z' },
  tokens: { balance: 40 },
  lessons: [],
  ...overrides,
});
