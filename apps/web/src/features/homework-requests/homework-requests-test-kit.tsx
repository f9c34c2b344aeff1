import type { THomeworkRequest, THomeworkRequestOffer, THomeworkRequestSummary } from '@zadania/shared';
import { vi } from 'vitest';

export {
  json,
  renderTutoring as renderRequests,
  stubTutoringApi as stubRequestsApi,
  studentId,
  type TCall,
  teacherId,
} from '../tutoring/tutoring-test-kit';

import { studentId, teacherId } from '../tutoring';

// The editor itself is tested in its package; here a textarea stands in for it.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

export const requestId = 'aaaaaaaa-1111-4222-8333-444444444444';
export const offerId = 'bbbbbbbb-1111-4222-8333-444444444444';

const person = (id: string, username: string, displayName: string) => ({ id, username, displayName, avatar: null });
export const student = person(studentId, 'jan', 'Jan Kowalski');
export const teacher = person(teacherId, 'anna', 'Anna Nowak');

export function buildSummary(overrides: Partial<THomeworkRequestSummary> = {}): THomeworkRequestSummary {
  return {
    id: requestId,
    title: 'Zadania z ciągów',
    subject: 'MATHS',
    level: 'HIGH_SCHOOL',
    deadline: '2026-12-01T17:00:00.000Z',
    budgetGross: 5000,
    status: 'open',
    owner: student,
    offerCount: 2,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** What the viewer may do with a request: read it, and whatever `allowed` adds. */
export function requestPolicies(allowed: Partial<THomeworkRequest['policies']> = {}): THomeworkRequest['policies'] {
  return {
    read: true,
    cancel: false,
    offer: false,
    progress: false,
    deliver: false,
    readSolution: false,
    dispute: false,
    ...allowed,
  };
}

export function buildRequest(overrides: Partial<THomeworkRequest> = {}): THomeworkRequest {
  return {
    ...buildSummary(),
    description: '<p>Proszę o rozwiązanie zadań 1–3.</p>',
    files: [],
    teacher: null,
    acceptedOfferId: null,
    timeline: [{ kind: 'REQUEST_CREATED', at: '2026-11-23T10:00:00.000Z' }],
    dispute: null,
    policies: requestPolicies(),
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<THomeworkRequestOffer> = {}): THomeworkRequestOffer {
  return {
    id: offerId,
    requestId,
    teacher,
    priceGross: 4000,
    deadline: '2026-11-28T12:00:00.000Z',
    message: 'Zrobię to jutro.',
    status: 'pending',
    paymentId: null,
    createdAt: '2026-11-23T11:00:00.000Z',
    policies: { read: true, accept: false, pay: false, withdraw: false },
    ...overrides,
  };
}
