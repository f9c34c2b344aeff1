import { subjects } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../index';
import { subjectShelves } from './index';
import { shelfProblems } from './shelf-rules';

const knownConcepts = new Set(demoContent.concepts.map((concept) => concept.slug));
const knownExams = new Set(demoContent.exams.map((exam) => exam.slug));

describe('the subject shelves (issue 73)', () => {
  it('gives every slug of the catalogue once', () => {
    const repeated = (slugs: string[]) => slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(repeated(demoContent.concepts.map((concept) => concept.slug))).toEqual([]);
    expect(repeated(demoContent.tasks.map((task) => task.slug))).toEqual([]);
    expect(repeated(demoContent.exams.map((exam) => exam.slug))).toEqual([]);
  });

  it('has a shelf for every subject beside maths', () => {
    expect(subjectShelves.map((shelf) => shelf.subject)).toEqual(subjects.filter((subject) => subject !== 'MATHS'));
  });

  describe.each(subjectShelves.map((shelf) => [shelf.subject, shelf]))('%s', (_subject, shelf) => {
    it('holds enough well-formed concepts and solved tasks', () => {
      expect(shelfProblems(shelf, knownConcepts, knownExams)).toEqual([]);
    });
  });
});
