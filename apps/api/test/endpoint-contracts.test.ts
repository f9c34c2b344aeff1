import {
  accountDataEndpoints,
  answerCheckEndpoints,
  authEndpoints,
  bookEndpoints,
  commerceEndpoints,
  coursebookEndpoints,
  courseEndpoints,
  curriculumEndpoints,
  editorCommentEndpoints,
  examEndpoints,
  favoriteEndpoints,
  fileEndpoints,
  gameEndpoints,
  generatorEndpoints,
  homeworkEndpoints,
  homeworkRequestEndpoints,
  homeworkTypeEndpoints,
  jobEndpoints,
  lessonEndpoints,
  mathConceptChangeEndpoints,
  mathConceptEndpoints,
  mockAttemptEndpoints,
  noteEndpoints,
  notificationEndpoints,
  ratingEndpoints,
  reportEndpoints,
  supportNodeEndpoints,
  type TEndpoint,
  tutoringEndpoints,
  userEndpoints,
} from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

const tables: Record<string, Record<string, TEndpoint>> = {
  accountDataEndpoints,
  answerCheckEndpoints,
  authEndpoints,
  bookEndpoints,
  commerceEndpoints,
  courseEndpoints,
  coursebookEndpoints,
  curriculumEndpoints,
  editorCommentEndpoints,
  examEndpoints,
  favoriteEndpoints,
  fileEndpoints,
  gameEndpoints,
  generatorEndpoints,
  homeworkEndpoints,
  homeworkRequestEndpoints,
  homeworkTypeEndpoints,
  jobEndpoints,
  lessonEndpoints,
  mathConceptChangeEndpoints,
  mathConceptEndpoints,
  mockAttemptEndpoints,
  noteEndpoints,
  notificationEndpoints,
  ratingEndpoints,
  reportEndpoints,
  supportNodeEndpoints,
  tutoringEndpoints,
  userEndpoints,
};

const t = useTestApp();

/** The web calls the API only through these contracts, so each one must name a route the API serves. */
describe('shared endpoint contracts', () => {
  it('name only routes the API serves, with their methods', () => {
    const contracts = Object.entries(tables).flatMap(([table, entries]) =>
      Object.entries(entries).map(([name, { method, path }]) => ({
        name: `${table}.${name}`,
        method,
        url: `/api${path}`,
      })),
    );
    const unserved = contracts.filter(({ method, url }) => !t.app.hasRoute({ method, url })).map(({ name }) => name);

    expect(contracts.length).toBeGreaterThan(50);
    expect(unserved).toEqual([]);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/homework/:id/no-such-action' })).toBe(false);
    expect(t.app.hasRoute({ method: 'PATCH', url: '/api/homework/:id' })).toBe(false);
  });
});
