import { describe, expect, it } from 'vitest';
import { homeworkRequestPolicy, type THomeworkRequestResource } from '../policies/homework-request.policy';

const ownerId = 'aaaaaaaa-0000-4000-8000-000000000001';
const teacherId = 'aaaaaaaa-0000-4000-8000-000000000002';
const owner = { id: ownerId, role: 'USER' as const };
const delivered: THomeworkRequestResource = {
  ownerId,
  status: 'delivered',
  teacherId,
  disputeWindowOpen: true,
  disputeStatus: null,
};

describe('homeworkRequestPolicy.dispute', () => {
  it('lets the owner dispute a delivered request within the window', () => {
    expect(homeworkRequestPolicy.dispute(owner, delivered)).toBe(true);
    expect(homeworkRequestPolicy.dispute(owner, { ...delivered, disputeStatus: 'RELEASED' })).toBe(true);
  });

  it.each([
    ['the teacher', { id: teacherId, role: 'TEACHER' as const }, {}],
    ['an ADMIN', { id: 'aaaaaaaa-0000-4000-8000-000000000003', role: 'ADMIN' as const }, {}],
    ['nobody signed in', null, {}],
    ['a request in progress', owner, { status: 'in_progress' as const, disputeWindowOpen: false }],
    ['after the window', owner, { disputeWindowOpen: false }],
    ['with an open dispute', owner, { disputeStatus: 'OPEN' as const }],
    ['after a refund', owner, { disputeStatus: 'REFUNDED' as const }],
  ])('refuses %s', (_name, viewer, change) => {
    expect(homeworkRequestPolicy.dispute(viewer, { ...delivered, ...change })).toBe(false);
  });
});
