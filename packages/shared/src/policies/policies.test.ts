import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TApprovalStatus, THomeworkStatus } from '../enums';
import type { TFileAssign } from '../files/file-kinds';
import {
  adminOnlyHomeworkFilterKeys,
  can,
  catalogue,
  homeworkTypes,
  policiesFor,
  subject,
  type TPolicyAction,
  type TViewer,
} from './index';

const anonymous: TViewer = null;
const student: TViewer = { id: 'u1', role: 'USER' };
const subscriber: TViewer = { id: 'u2', role: 'USER', hasActiveSubscription: true };
const author: TViewer = { id: 't1', role: 'TEACHER' };
const otherTeacher: TViewer = { id: 't2', role: 'TEACHER' };
const admin: TViewer = { id: 'a1', role: 'ADMIN' };

/** Booleans in the order anonymous, USER, the author TEACHER, another TEACHER, ADMIN. */
const homeworkViewers = [anonymous, student, author, otherTeacher, admin];
type TRow = [boolean, boolean, boolean, boolean, boolean];
const none: TRow = [false, false, false, false, false];
const authorAndAdmin: TRow = [false, false, true, false, true];
const authorOnly: TRow = [false, false, true, false, false];
const adminOnly: TRow = [false, false, false, false, true];
const everybody: TRow = [true, true, true, true, true];
const signedIn: TRow = [false, true, true, true, true];

/** Every answer of a table, turned from a row per action into the policies of each viewer. */
function policiesPerViewer(expected: Record<string, boolean[]>, viewerCount: number) {
  return Array.from({ length: viewerCount }, (_, index) =>
    Object.fromEntries(Object.entries(expected).map(([action, row]) => [action, row[index]])),
  );
}

/** Asks `can` for each action of a table, naming the action in a failure. */
function expectEachAction<TKind extends 'homework' | 'file'>(
  viewers: TViewer[],
  expected: Record<TPolicyAction<TKind>, boolean[]>,
  resource: Parameters<typeof can<TKind>>[2],
) {
  for (const [action, row] of Object.entries(expected) as [TPolicyAction<TKind>, boolean[]][]) {
    const answers = viewers.map((viewer) => can(viewer, action, resource));
    expect({ action, answers }).toEqual({ action, answers: row });
  }
}

/** The answers that do not hang on the review: a private (or hidden) task, and a public one. */
const privateTask = {
  read: authorAndAdmin,
  checkAnswer: authorAndAdmin,
  update: authorAndAdmin,
  delete: authorAndAdmin,
  readReviews: authorAndAdmin,
  editRequirements: authorAndAdmin,
  setStatus: adminOnly,
  // Unless the API says the viewer may write to the author, only a visitor sees the chat button (it asks to sign in).
  chatAuthor: [true, false, false, false, false] as TRow,
};
const publicTask = { ...privateTask, read: everybody, checkAnswer: signedIn };

const homeworkTable: {
  status: THomeworkStatus;
  review: TApprovalStatus | null;
  expected: Record<TPolicyAction<'homework'>, TRow>;
}[] = [
  {
    status: 'PRIVATE',
    review: null,
    expected: { ...privateTask, submit: authorOnly, review: none, publish: adminOnly },
  },
  {
    status: 'PRIVATE',
    review: 'PENDING',
    expected: { ...privateTask, submit: none, review: adminOnly, publish: none },
  },
  {
    status: 'PRIVATE',
    review: 'APPROVED',
    expected: { ...privateTask, submit: authorOnly, review: none, publish: authorAndAdmin },
  },
  {
    status: 'PRIVATE',
    review: 'REJECTED',
    expected: { ...privateTask, submit: authorOnly, review: none, publish: adminOnly },
  },
  { status: 'PUBLIC', review: null, expected: { ...publicTask, submit: authorOnly, review: none, publish: none } },
  { status: 'PUBLIC', review: 'PENDING', expected: { ...publicTask, submit: none, review: adminOnly, publish: none } },
  { status: 'HIDDEN', review: null, expected: { ...privateTask, submit: none, review: none, publish: none } },
];

describe('homework policy (docs/product-spec.md sections 4 and 6)', () => {
  for (const { status, review, expected } of homeworkTable) {
    const homework = { authorId: 't1', status, adminReviewStatus: review };
    it(`${status} task, review ${review ?? 'none'}: every action for every role`, () => {
      expectEachAction(homeworkViewers, expected, subject('homework', homework));
      expect(homeworkViewers.map((viewer) => policiesFor(viewer, 'homework', homework))).toEqual(
        policiesPerViewer(expected, homeworkViewers.length),
      );
    });
  }

  it('offers the chat with the author to whom the contact rule lets write to them, never to the author', () => {
    const task = { authorId: 't1', status: 'PUBLIC' as const, adminReviewStatus: null };
    const chat = (authorContactable: boolean) =>
      homeworkViewers.map((viewer) => can(viewer, 'chatAuthor', subject('homework', { ...task, authorContactable })));
    expect(chat(true)).toEqual([true, true, false, true, true]);
    expect(chat(false)).toEqual([true, false, false, false, false]);
    // No author (the account deleted): nobody to write to.
    const orphan = subject('homework', { ...task, authorId: null, authorContactable: true });
    expect(homeworkViewers.map((viewer) => can(viewer, 'chatAuthor', orphan))).toEqual(none);
  });

  it('a task without an author (its account deleted) is ruled by ADMIN alone', () => {
    const orphan = subject('homework', { authorId: null, status: 'PRIVATE', adminReviewStatus: null });
    expect(homeworkViewers.map((viewer) => can(viewer, 'update', orphan))).toEqual(adminOnly);
    expect(homeworkViewers.map((viewer) => can(viewer, 'read', orphan))).toEqual(adminOnly);
  });
});

describe('catalogue policy', () => {
  const viewers = [anonymous, student, subscriber, author, admin];
  const table: Record<TPolicyAction<'catalogue'>, boolean[]> = {
    createHomework: [false, false, false, true, true],
    reviewHomework: [false, false, false, false, true],
    reviewConceptChanges: [false, false, false, false, true],
    manageMathConcepts: [false, false, false, false, true],
    useAdminFilters: [false, false, false, false, true],
    manageBackgroundJobs: [false, false, false, false, true],
    usePremiumFilters: [false, false, true, false, true],
    useHideSolved: [false, true, true, false, true],
  };
  for (const [action, row] of Object.entries(table) as [TPolicyAction<'catalogue'>, boolean[]][]) {
    it(`${action}: anonymous, USER, subscriber, TEACHER, ADMIN`, () => {
      expect(viewers.map((viewer) => can(viewer, action, catalogue))).toEqual(row);
    });
  }

  it('names the ADMIN-only filters of the catalogue once (section 6)', () => {
    expect([...adminOnlyHomeworkFilterKeys].sort()).toEqual([
      'examLevels',
      'statuses',
      'underReview',
      'unsolved',
      'withoutType',
    ]);
  });
});

describe('math concept policy (sections 5 and 6)', () => {
  const viewers = [anonymous, student, author, admin];
  /** Only ADMIN edits and deletes a concept or reviews changes; any signed-in user proposes one. */
  const conceptRow = (create: boolean[]): Record<TPolicyAction<'mathConcept'>, boolean[]> => ({
    create,
    update: [false, false, false, true],
    delete: [false, false, false, true],
    propose: [false, true, true, true],
    reviewChanges: [false, false, false, true],
  });
  const table: { type: string; expected: Record<TPolicyAction<'mathConcept'>, boolean[]> }[] = [
    { type: 'DOMAIN', expected: conceptRow([false, false, false, true]) },
    ...['DEFINITION', 'THEOREM', 'TAG'].map((type) => ({ type, expected: conceptRow([false, true, true, true]) })),
    { type: 'HOMEWORK_TYPE', expected: conceptRow([false, false, false, false]) },
  ];
  for (const { type, expected } of table) {
    it(`${type}: anonymous, USER, TEACHER, ADMIN`, () => {
      expect(viewers.map((viewer) => policiesFor(viewer, 'mathConcept', { type }))).toEqual(
        policiesPerViewer(expected, viewers.length),
      );
    });
  }
});

describe('file policy', () => {
  const owner: TViewer = { id: 'u1', role: 'USER' };
  const viewers = [anonymous, owner, subscriber, author, admin];
  const table: { assign: TFileAssign; expected: Record<TPolicyAction<'file'>, boolean[]> }[] = [
    {
      assign: 'PRIVATE',
      expected: {
        create: [false, true, true, true, true],
        read: [false, true, false, false, false],
        delete: [false, true, false, false, true],
      },
    },
    {
      assign: 'EDITOR_IMAGE',
      expected: {
        create: [false, true, true, true, true],
        read: [true, true, true, true, true],
        delete: [false, true, false, false, true],
      },
    },
    {
      assign: 'TEACHER_ATTACHMENT',
      expected: {
        create: [false, false, false, true, true],
        read: [true, true, true, true, true],
        delete: [false, true, false, false, true],
      },
    },
  ];
  for (const { assign, expected } of table) {
    it(`${assign} owned by a USER: anonymous, the owner, another USER, TEACHER, ADMIN`, () => {
      expectEachAction(viewers, expected, subject('file', { ownerId: 'u1', assign }));
    });
  }
});

describe('task type and user policies', () => {
  it('task types are created, edited and deleted by ADMIN only', () => {
    for (const action of ['create', 'update', 'delete', 'toggleDone', 'readHistory'] as const) {
      expect([anonymous, student, author, admin].map((viewer) => can(viewer, action, homeworkTypes))).toEqual([
        false,
        false,
        false,
        true,
      ]);
    }
  });

  it('an account is deleted by its owner or an ADMIN', () => {
    const account = subject('user', { id: 'u1' });
    expect([anonymous, student, subscriber, author, admin].map((viewer) => can(viewer, 'delete', account))).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('types', () => {
  it('checks action names per kind of resource', () => {
    expectTypeOf<TPolicyAction<'file'>>().toEqualTypeOf<'create' | 'read' | 'delete'>();
    expectTypeOf<TPolicyAction<'user'>>().toEqualTypeOf<'delete'>();
    expectTypeOf(can<'homework'>)
      .parameter(1)
      .toEqualTypeOf<TPolicyAction<'homework'>>();
    expectTypeOf(policiesFor(admin, 'file', { ownerId: null, assign: 'PRIVATE' })).toEqualTypeOf<{
      create: boolean;
      read: boolean;
      delete: boolean;
    }>();
  });
});
