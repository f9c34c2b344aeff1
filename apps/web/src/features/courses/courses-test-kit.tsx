import type { TCourse, TCourseCard, TCourseNode, THomework } from '@zadania/shared';
import { json } from '../tutoring';

export {
  json,
  renderTutoring as renderCourses,
  stubTutoringApi as stubCoursesApi,
  type TCall,
} from '../tutoring/tutoring-test-kit';

export const courseId = 'c0c0c0c0-0000-4000-8000-000000000001';
export const authorId = '3c0f2d1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const nodeId = (n: number) => `d0d0d0d0-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = {
  chapter: nodeId(1),
  article: nodeId(2),
  video: nodeId(3),
  quiz: nodeId(4),
  paidArticle: nodeId(5),
  homework1: 'e0e0e0e0-0000-4000-8000-000000000001',
  homework2: 'e0e0e0e0-0000-4000-8000-000000000002',
  answer: (task: number, n: number) => `f0f0f0f${task}-0000-4000-8000-00000000000${n}`,
};

export function buildNode(overrides: Partial<TCourseNode> & Pick<TCourseNode, 'id' | 'type' | 'title'>): TCourseNode {
  return {
    parentId: null,
    position: 0,
    freePreview: false,
    locked: false,
    content: null,
    fileId: null,
    homeworkId: null,
    homeworkIds: [],
    examId: null,
    homeworkTypeId: null,
    attachments: [],
    done: false,
    quizScore: null,
    ...overrides,
  };
}

/** A course 'Matura z matematyki': a chapter with an article, a video and a quiz, then a top-level article. */
export function buildCourse(overrides: Partial<TCourse> = {}): TCourse {
  return {
    id: courseId,
    slug: 'matura-z-matematyki',
    title: 'Matura z matematyki',
    subject: 'MATHS',
    level: 'HIGH_SCHOOL',
    priceGross: null,
    status: 'PUBLISHED',
    author: { id: authorId, username: 'anna', displayName: 'Anna Nowak', avatar: null },
    rating: 4.5,
    ratingCount: 2,
    nodeCount: 5,
    createdAt: '2026-11-20T10:00:00.000Z',
    description: '<p>Kurs do matury.</p>',
    coverFileId: null,
    reviewComment: '',
    nodes: [
      buildNode({ id: ids.chapter, type: 'CHAPTER', title: 'Funkcje' }),
      buildNode({
        id: ids.article,
        parentId: ids.chapter,
        type: 'ARTICLE',
        title: 'Czym jest funkcja',
        content: '<p>Funkcja przyporządkowuje.</p>',
      }),
      buildNode({
        id: ids.video,
        parentId: ids.chapter,
        position: 1,
        type: 'VIDEO',
        title: 'Wykres funkcji',
        fileId: 'a0a0a0a0-0000-4000-8000-000000000001',
      }),
      buildNode({
        id: ids.quiz,
        parentId: ids.chapter,
        position: 2,
        type: 'QUIZ',
        title: 'Sprawdź się',
        homeworkIds: [ids.homework1, ids.homework2],
      }),
      buildNode({
        id: ids.paidArticle,
        position: 1,
        type: 'ARTICLE',
        title: 'Zadania maturalne',
        content: '<p>Trudne zadania.</p>',
      }),
    ],
    enrolled: false,
    progress: { done: 0, total: 4, percent: 0, lastNodeId: null },
    myRating: null,
    policies: {
      read: true,
      update: false,
      delete: false,
      submit: false,
      withdraw: false,
      review: false,
      unpublish: false,
      join: true,
      buy: false,
      access: false,
      rate: false,
    },
    ...overrides,
  };
}

/** A catalogue card. */
export function buildCard(overrides: Partial<TCourseCard> = {}): TCourseCard {
  const { description, reviewComment, nodes, enrolled, progress, myRating, policies, ...card } = buildCourse();
  void [description, reviewComment, nodes, enrolled, progress, myRating, policies];
  return { ...card, ...overrides };
}

export const coverId = 'b0b0b0b0-0000-4000-8000-000000000001';

/** A closed task of the quiz with answers A and B. */
export function buildHomework(id: string, task: number): THomework {
  return {
    id,
    slug: `zadanie-${task}`,
    description: `<p>Treść zadania ${task}</p>`,
    closed: true,
    answers: [
      { id: ids.answer(task, 1), label: null, answer: `<p>Odpowiedź ${task}A</p>`, correct: false },
      { id: ids.answer(task, 2), label: null, answer: `<p>Odpowiedź ${task}B</p>`, correct: false },
    ],
  } as THomework;
}

export const courseJson = (course: TCourse) => json(200, course);
