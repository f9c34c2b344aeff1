import { describe, expect, it } from 'vitest';
import { homeworkStatuses, type TApprovalStatus, type THomeworkStatus, type TRole } from '../enums';
import {
  canShowPublish,
  homeworkStateLabel,
  nextHomeworkState,
  type THomeworkAction,
  type THomeworkState,
} from './homework-transitions';
import { homeworkStatusLabels } from './labels';

type TReview = TApprovalStatus | null;
const reviews: TReview[] = [null, 'PENDING', 'APPROVED', 'REJECTED'];

/** Who acts: an ADMIN (author of the task or not), the author (TEACHER or a USER), anybody else. */
const actors: { name: string; role: TRole; isAuthor: boolean; kind: 'admin' | 'adminAuthor' | 'author' | 'other' }[] = [
  { name: 'ADMIN', role: 'ADMIN', isAuthor: false, kind: 'admin' },
  { name: 'ADMIN author', role: 'ADMIN', isAuthor: true, kind: 'adminAuthor' },
  { name: 'TEACHER author', role: 'TEACHER', isAuthor: true, kind: 'author' },
  { name: 'USER author', role: 'USER', isAuthor: true, kind: 'author' },
  { name: 'another TEACHER', role: 'TEACHER', isAuthor: false, kind: 'other' },
  { name: 'USER', role: 'USER', isAuthor: false, kind: 'other' },
];

/** An expected outcome: the new state as 'STATUS/REVIEW', or the refusal. */
type TExpected = string | 'FORBIDDEN' | 'CONFLICT';
/** `adminAuthor`: an ADMIN acting on their own task, where it differs from an ADMIN on anyone's. */
type TRow = { admin: TExpected; adminAuthor?: TExpected; author: TExpected; other: TExpected };

const expectedFor = (row: TRow, kind: (typeof actors)[number]['kind']) =>
  kind === 'adminAuthor' ? (row.adminAuthor ?? row.admin) : row[kind];

const key = (state: THomeworkState) => `${state.status}/${state.adminReviewStatus ?? '-'}`;
const outcome = (state: THomeworkState, action: THomeworkAction, role: TRole, isAuthor: boolean) => {
  const result = nextHomeworkState(state, action, role, isAuthor);
  return result.ok ? key(result.state) : result.reason;
};

/** The whole table of one action: every status × review × actor, from `expect(state)`. */
function checkTable(action: THomeworkAction, expected: (status: THomeworkStatus, review: TReview) => TRow) {
  const rows = homeworkStatuses.flatMap((status) =>
    reviews.flatMap((review) =>
      actors.map(
        (actor) => [status, review ?? '-', actor.name, expectedFor(expected(status, review), actor.kind)] as const,
      ),
    ),
  );
  expect(rows).toHaveLength(homeworkStatuses.length * reviews.length * actors.length);
  for (const [status, review, actorName, want] of rows) {
    const actor = actors.find((a) => a.name === actorName)!;
    const state = { status, adminReviewStatus: review === '-' ? null : (review as TApprovalStatus) };
    expect([status, review, actorName, outcome(state, action, actor.role, actor.isAuthor)]).toEqual([
      status,
      review,
      actorName,
      want,
    ]);
  }
}

const s = (status: string, review: TReview) => `${status}/${review ?? '-'}`;

describe('nextHomeworkState: every (state, action, role)', () => {
  it('EDIT: author or ADMIN; an author’s edit sends a public task back to review and drops old decisions', () => {
    checkTable({ type: 'EDIT' }, (status, review) => {
      const locked = status === 'UNDER_COPYRIGHT_REVIEW' || status === 'REMOVED_FOR_COPYRIGHT';
      const authorResult = locked
        ? 'CONFLICT'
        : status === 'PUBLIC'
          ? s(status, 'PENDING')
          : s(status, review === 'PENDING' ? 'PENDING' : null);
      return { admin: s(status, review), author: authorResult, other: 'FORBIDDEN' };
    });
  });

  it('SUBMIT_FOR_REVIEW: the author only (an ADMIN reviews or publishes others’ tasks), a private or public task not already pending', () => {
    checkTable({ type: 'SUBMIT_FOR_REVIEW' }, (status, review) => {
      const allowed = (status === 'PRIVATE' || status === 'PUBLIC') && review !== 'PENDING';
      const result = allowed ? s(status, 'PENDING') : 'CONFLICT';
      return { admin: 'FORBIDDEN', adminAuthor: result, author: result, other: 'FORBIDDEN' };
    });
  });

  it.each(['APPROVED', 'REJECTED'] as const)('REVIEW %s: ADMIN only, only while pending', (decision) => {
    checkTable({ type: 'REVIEW', status: decision }, (status, review) => ({
      admin: review === 'PENDING' ? s(status, decision) : 'CONFLICT',
      author: 'FORBIDDEN',
      other: 'FORBIDDEN',
    }));
  });

  it('PUBLISH: only PRIVATE, never while pending; ADMIN always, the author once approved', () => {
    checkTable({ type: 'PUBLISH' }, (status, review) => {
      if (status !== 'PRIVATE' || review === 'PENDING')
        return { admin: 'CONFLICT', author: 'CONFLICT', other: 'FORBIDDEN' };
      return {
        admin: s('PUBLIC', review),
        author: review === 'APPROVED' ? s('PUBLIC', review) : 'CONFLICT',
        other: 'FORBIDDEN',
      };
    });
  });

  it.each(homeworkStatuses.map((target) => [target]))('SET_STATUS %s: ADMIN only, to any other status', (target) => {
    checkTable({ type: 'SET_STATUS', status: target }, (status, review) => ({
      admin: status === target ? 'CONFLICT' : s(target, review),
      author: 'FORBIDDEN',
      other: 'FORBIDDEN',
    }));
  });
});

describe('a task’s life', () => {
  it('goes from private through review to public', () => {
    let state: THomeworkState = { status: 'PRIVATE', adminReviewStatus: null };
    const step = (action: THomeworkAction, role: TRole, isAuthor: boolean) => {
      const result = nextHomeworkState(state, action, role, isAuthor);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      return homeworkStateLabel(state, homeworkStatusLabels);
    };
    expect(homeworkStateLabel(state, homeworkStatusLabels)).toBe('Prywatne');
    expect(canShowPublish(state, 'TEACHER', true)).toBe(false);
    expect(step({ type: 'SUBMIT_FOR_REVIEW' }, 'TEACHER', true)).toBe('W trakcie recenzji');
    expect(canShowPublish(state, 'ADMIN', false)).toBe(false);
    expect(step({ type: 'REVIEW', status: 'APPROVED' }, 'ADMIN', false)).toBe('Prywatne');
    expect(canShowPublish(state, 'TEACHER', true)).toBe(true);
    expect(canShowPublish(state, 'TEACHER', false)).toBe(false);
    expect(step({ type: 'PUBLISH' }, 'TEACHER', true)).toBe('Publiczne');
    expect(step({ type: 'SET_STATUS', status: 'UNDER_COPYRIGHT_REVIEW' }, 'ADMIN', false)).toBe(
      'Weryfikacja praw autorskich',
    );
    expect(step({ type: 'SET_STATUS', status: 'PUBLIC' }, 'ADMIN', false)).toBe('Publiczne');
  });

  it('refuses with a Polish message', () => {
    const result = nextHomeworkState(
      { status: 'PRIVATE', adminReviewStatus: 'PENDING' },
      { type: 'PUBLISH' },
      'ADMIN',
      false,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'CONFLICT',
      message: 'Zadanie jest w trakcie recenzji. Poczekaj na decyzję administratora.',
    });
  });
});
