import type { TCourse, TCourseCard, TCourseNode } from '@zadania/shared';

export { buildNode } from '../courses/courses-test-kit';
export {
  json,
  renderTutoring as renderEditor,
  stubTutoringApi as stubEditorApi,
  type TCall,
  teacherId,
} from '../tutoring/tutoring-test-kit';

import { buildNode } from '../courses';
import { teacherId } from '../tutoring';

export const courseId = 'cccccccc-1111-4222-8333-444444444444';
export const chapterId = 'dddddddd-0000-4000-8000-000000000001';
export const formulasId = 'dddddddd-0000-4000-8000-000000000002';
export const revisionId = 'dddddddd-0000-4000-8000-000000000003';
export const homeworkId = 'eeeeeeee-0000-4000-8000-000000000001';

const teacher = { id: teacherId, username: 'anna', displayName: 'Anna Nowak', avatar: null };

/** 'Ciągi' (a chapter holding the article 'Wzory'), then the article 'Powtórka' at the top level. */
export const sampleNodes: TCourseNode[] = [
  buildNode({ id: chapterId, type: 'CHAPTER', title: 'Ciągi', position: 0 }),
  buildNode({ id: formulasId, type: 'ARTICLE', title: 'Wzory', parentId: chapterId, position: 0, content: '<p>a</p>' }),
  buildNode({ id: revisionId, type: 'ARTICLE', title: 'Powtórka', position: 1, content: '<p>b</p>' }),
];

export function buildCard(overrides: Partial<TCourseCard> = {}): TCourseCard {
  return {
    id: courseId,
    slug: 'matura-z-ciagow',
    title: 'Matura z ciągów',
    subject: 'MATHS',
    level: 'HIGH_SCHOOL',
    priceGross: 4999,
    status: 'DRAFT',
    author: teacher,
    rating: 0,
    ratingCount: 0,
    coverFileId: null,
    nodeCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const draftPolicies: TCourse['policies'] = {
  read: true,
  update: true,
  delete: true,
  submit: true,
  withdraw: false,
  review: false,
  unpublish: false,
  join: false,
  buy: false,
  access: true,
  rate: false,
};

export function buildCourse(overrides: Partial<TCourse> = {}): TCourse {
  return {
    ...buildCard(),
    description: '<p>Wszystko o ciągach.</p>',
    reviewComment: '',
    nodes: sampleNodes,
    enrolled: false,
    progress: { done: 0, total: 2, percent: 0, lastNodeId: null },
    myRating: null,
    policies: draftPolicies,
    ...overrides,
  };
}
