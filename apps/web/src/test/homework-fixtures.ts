import type { THomework, TSolution } from '@zadania/shared';
import { buildSolutionAccess } from '../features/homework/solution-access-fixtures';

/**
 * A task as the API answers it, before the viewer's policies are added: Pani Anna's private, open maths task for
 * high school with no answers, links or ratings yet. Tests override what they are about.
 */
export function buildHomework(overrides: Partial<Omit<THomework, 'policies'>> = {}): Omit<THomework, 'policies'> {
  return {
    id: '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    slug: 'rownanie',
    status: 'PRIVATE',
    adminReview: null,
    author: { id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12', username: 'nauczyciel', displayName: 'Pani Anna' },
    subject: 'MATHS',
    level: 'HIGH_SCHOOL',
    title: null,
    description: '<p>Rozwiąż równanie.</p>',
    descriptionSvg: null,
    closed: false,
    answers: [],
    answer: null,
    answerCheck: null,
    answerHeldBack: false,
    answerKey: null,
    typeId: null,
    type: null,
    domainsIds: [],
    theoremsIds: [],
    definitionsIds: [],
    tagsIds: [],
    domains: [],
    theorems: [],
    definitions: [],
    tags: [],
    ratingsAvg: 0,
    ratingsCount: 0,
    solutionFormats: [],
    homeworkExams: [],
    createdAt: '2025-09-05T09:00:00.000Z',
    difficulty: { rating: 1500, attempts: 0 },
    requirements: [],
    ...overrides,
  };
}

/** A free solution with no steps and no media, as GET /api/homework/{id}/solution answers it. */
export function buildSolution(overrides: Partial<TSolution> = {}): TSolution {
  return {
    latex: null,
    images: [],
    video: null,
    files: [],
    imageFiles: [],
    videoFile: null,
    attachmentFiles: [],
    access: buildSolutionAccess(),
    steps: [],
    ...overrides,
  };
}
