import { describe, expect, it } from 'vitest';
import { canAddHomework, canDeleteUser, canViewHomework, isPremium, type TViewer } from './permissions';

const student: TViewer = { id: 'u1', role: 'USER' };
const teacher: TViewer = { id: 't1', role: 'TEACHER' };
const admin: TViewer = { id: 'a1', role: 'ADMIN' };
const subscriber: TViewer = { id: 'u2', role: 'USER', hasActiveSubscription: true };

describe('permission rules of docs/product-spec.md section 6', () => {
  it('an account is deleted by its owner or an ADMIN only', () => {
    expect(canDeleteUser(student, 'u1')).toBe(true);
    expect(canDeleteUser(student, 't1')).toBe(false);
    expect(canDeleteUser(teacher, 'u1')).toBe(false);
    expect(canDeleteUser(admin, 'u1')).toBe(true);
    expect(canDeleteUser(null, 'u1')).toBe(false);
  });

  it('the add-task button is for TEACHER and ADMIN', () => {
    expect([null, student, teacher, admin].map(canAddHomework)).toEqual([false, false, true, true]);
  });

  it('Premium means ADMIN or an active subscription', () => {
    expect([null, student, teacher, admin, subscriber].map(isPremium)).toEqual([false, false, false, true, true]);
  });

  it('a non-public task is seen by its author and ADMIN only', () => {
    const draft = { status: 'PRIVATE', authorId: 't1' };
    expect([null, student, teacher, admin].map((viewer) => canViewHomework(viewer, draft))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const published = { status: 'PUBLIC', authorId: 't1' };
    expect([null, student].map((viewer) => canViewHomework(viewer, published))).toEqual([true, true]);
  });
});

describe('authoring permissions', () => {
  it('a task is edited and deleted by its author or an ADMIN', async () => {
    const { canEditHomework, canDeleteHomework } = await import('./permissions');
    const task = { authorId: 't1' };
    const other: TViewer = { id: 't2', role: 'TEACHER' };
    for (const can of [canEditHomework, canDeleteHomework]) {
      expect([null, student, teacher, other, admin].map((viewer) => can(viewer, task))).toEqual([
        false,
        false,
        true,
        false,
        true,
      ]);
    }
  });

  it('only ADMIN creates domains; signed-in people create definitions, theorems and tags', async () => {
    const { canCreateMathConcept } = await import('./permissions');
    expect([null, student, teacher, admin].map((viewer) => canCreateMathConcept(viewer, 'DOMAIN'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    for (const type of ['DEFINITION', 'THEOREM', 'TAG']) {
      expect([null, student, teacher, admin].map((viewer) => canCreateMathConcept(viewer, type))).toEqual([
        false,
        true,
        true,
        true,
      ]);
    }
    expect(canCreateMathConcept(admin, 'HOMEWORK_TYPE')).toBe(false);
  });
});
