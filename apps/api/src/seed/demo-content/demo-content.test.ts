import katex from 'katex';
import { describe, expect, it } from 'vitest';
import type { TDemoConceptType, TDemoTask } from './demo-content.types';
import {
  demoConcepts,
  demoExams,
  demoHomeworkTypes,
  demoTasks,
  highSchoolTasks,
  primaryTasks,
  universityTasks,
} from './index';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type TMathFragment = { tex: string; display: boolean };

/** Splits a text field into its `$...$` / `$$...$$` fragments; throws on an unclosed delimiter. */
function extractMath(text: string): TMathFragment[] {
  const fragments: TMathFragment[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === '$') {
      i += 2;
      continue;
    }
    if (char !== '$') {
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const delimiter = display ? '$$' : '$';
    const start = i + delimiter.length;
    let end = start;
    while (end < text.length) {
      if (text[end] === '\\') {
        end += 2;
        continue;
      }
      if (text.startsWith(delimiter, end)) break;
      end += 1;
    }
    if (end >= text.length) throw new Error(`Unclosed ${delimiter} in: ${text}`);
    fragments.push({ tex: text.slice(start, end), display });
    i = end + delimiter.length;
  }
  return fragments;
}

function renders(tex: string, displayMode: boolean) {
  katex.renderToString(tex, { throwOnError: true, strict: 'ignore', displayMode });
}

/** Every text field of a task with a label for error messages. */
function textFields(task: TDemoTask): { where: string; text: string }[] {
  return [
    { where: 'description', text: task.description },
    ...(task.answer === null ? [] : [{ where: 'answer', text: task.answer }]),
    ...task.answers.map((answer, index) => ({ where: `answers[${index}]`, text: answer.answer })),
    ...task.steps.flatMap((step, index) => [
      { where: `steps[${index}].title`, text: step.title },
      { where: `steps[${index}].description`, text: step.description },
    ]),
  ];
}

const allTexts: { where: string; text: string }[] = [
  ...demoConcepts.map((concept) => ({ where: `concept ${concept.slug}`, text: concept.description })),
  ...demoHomeworkTypes.flatMap((type) =>
    type.formulas === null ? [] : [{ where: `type ${type.slug}`, text: type.formulas }],
  ),
  ...demoTasks.flatMap((task) => textFields(task).map((field) => ({ ...field, where: `${task.slug} ${field.where}` }))),
];

const allLatex: { where: string; tex: string }[] = demoTasks.flatMap((task) =>
  task.steps.map((step, index) => ({ where: `${task.slug} steps[${index}].latex`, tex: step.latex })),
);

/** TeX command names that would silently lose their backslash in a mis-escaped TS string ('\le' === 'le'). */
const bareCommand =
  /(?<![\\a-zA-Z])(frac|dfrac|sqrt|cdot|cdots|leq?|geq?|neq?|pi|alpha|beta|sin|cos|tg|ctg|log|lim|int|sum|infty|Delta|begin|end|left|right|quad|cup|cap|approx|times|implies|iff|mathbb|binom|overline|angle|circ|varnothing|in|to|dots|ldots)(?![a-zA-Z])/;

function stripText(tex: string) {
  return tex.replace(/\\(text|mathrm|operatorname)\{[^}]*\}/g, '');
}

describe('demo content', () => {
  it('has enough content', () => {
    expect(demoTasks.length).toBeGreaterThanOrEqual(60);
    expect(primaryTasks.length).toBeGreaterThanOrEqual(18);
    expect(highSchoolTasks.length).toBeGreaterThanOrEqual(30);
    expect(universityTasks.length).toBeGreaterThanOrEqual(12);
    expect(demoConcepts.length).toBeGreaterThanOrEqual(40);
    const minimum: Record<TDemoConceptType, number> = { DOMAIN: 6, THEOREM: 8, DEFINITION: 8, TAG: 8 };
    for (const [type, count] of Object.entries(minimum)) {
      expect(demoConcepts.filter((concept) => concept.type === type).length, type).toBeGreaterThanOrEqual(count);
    }
    expect(demoHomeworkTypes.length).toBeGreaterThanOrEqual(10);
    expect(demoExams).toHaveLength(4);
  });

  it('uses unique, well-formed slugs', () => {
    const groups = {
      concepts: demoConcepts.map((concept) => concept.slug),
      exams: demoExams.map((exam) => exam.slug),
      types: demoHomeworkTypes.map((type) => type.slug),
      tasks: demoTasks.map((task) => task.slug),
    };
    for (const [name, slugs] of Object.entries(groups)) {
      expect(new Set(slugs).size, `${name} duplicates`).toBe(slugs.length);
      for (const slug of slugs) expect(slug, name).toMatch(slugPattern);
    }
  });

  it('references only existing concepts, types, exams and parents', () => {
    const conceptSlugs = new Set(demoConcepts.map((concept) => concept.slug));
    const domainSlugs = new Set(demoConcepts.filter((c) => c.type === 'DOMAIN').map((concept) => concept.slug));
    const typeSlugs = new Set(demoHomeworkTypes.map((type) => type.slug));
    const examSlugs = new Set(demoExams.map((exam) => exam.slug));
    for (const type of demoHomeworkTypes) {
      expect(type.domainSlugs.length, type.slug).toBeGreaterThan(0);
      for (const slug of type.domainSlugs) expect(domainSlugs.has(slug), `${type.slug} -> ${slug}`).toBe(true);
      if (type.parentSlug !== null) {
        expect(typeSlugs.has(type.parentSlug), `${type.slug} -> ${type.parentSlug}`).toBe(true);
        expect(type.parentSlug).not.toBe(type.slug);
      }
    }
    for (const task of demoTasks) {
      expect(task.conceptSlugs.length, task.slug).toBeGreaterThanOrEqual(2);
      expect(task.conceptSlugs.length, task.slug).toBeLessThanOrEqual(5);
      expect(new Set(task.conceptSlugs).size, task.slug).toBe(task.conceptSlugs.length);
      for (const slug of task.conceptSlugs) expect(conceptSlugs.has(slug), `${task.slug} -> ${slug}`).toBe(true);
      if (task.typeSlug !== null) expect(typeSlugs.has(task.typeSlug), `${task.slug} -> ${task.typeSlug}`).toBe(true);
      for (const exam of task.exams) expect(examSlugs.has(exam.slug), `${task.slug} -> ${exam.slug}`).toBe(true);
    }
  });

  it('has consistent closed and open tasks', () => {
    for (const task of demoTasks) {
      if (task.answers.length > 0) {
        expect(task.answers, task.slug).toHaveLength(4);
        expect(
          task.answers.filter((answer) => answer.correct),
          task.slug,
        ).toHaveLength(1);
        expect(task.answer, task.slug).toBeNull();
        const labels = task.answers.map((answer) => answer.label);
        expect(labels.join(''), `${task.slug}: closed options are lettered A–D (issue 57)`).toBe('ABCD');
        expect(new Set(task.answers.map((answer) => answer.answer)).size, task.slug).toBe(4);
      } else {
        expect(task.answer, task.slug).not.toBeNull();
        expect(task.answer?.trim(), task.slug).not.toBe('');
      }
    }
    const closed = demoTasks.filter((task) => task.answers.length > 0).length;
    expect(closed / demoTasks.length).toBeGreaterThan(0.3);
    expect(closed / demoTasks.length).toBeLessThan(0.5);
  });

  it('has 2-6 steps, valid points, ratings and dates', () => {
    for (const task of demoTasks) {
      expect(task.steps.length, task.slug).toBeGreaterThanOrEqual(2);
      expect(task.steps.length, task.slug).toBeLessThanOrEqual(6);
      for (const step of task.steps) {
        expect(step.title.trim(), task.slug).not.toBe('');
        expect(step.description.trim(), task.slug).not.toBe('');
        expect(step.latex.trim(), task.slug).not.toBe('');
        expect(step.latex, `${task.slug} latex must not contain dollars`).not.toContain('$');
      }
      for (const exam of task.exams) expect(exam.points, task.slug).toBeGreaterThan(0);
      if (task.rating !== null) {
        expect(task.rating.avg, task.slug).toBeGreaterThanOrEqual(1);
        expect(task.rating.avg, task.slug).toBeLessThanOrEqual(5);
        expect(Math.round(task.rating.avg * 100) / 100, task.slug).toBe(task.rating.avg);
        expect(task.rating.count, task.slug).toBeGreaterThan(0);
        expect(Number.isInteger(task.rating.count), task.slug).toBe(true);
      }
      const createdAt = new Date(task.createdAt);
      expect(Number.isNaN(createdAt.getTime()), task.slug).toBe(false);
      expect(createdAt >= new Date('2025-09-01T00:00:00Z') && createdAt <= new Date('2026-11-01T23:59:59Z')).toBe(true);
    }
  });

  it('covers every level and gives every exam at least 3 tasks of the right level', () => {
    for (const level of ['PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY'] as const) {
      expect(
        demoTasks.some((task) => task.level === level),
        level,
      ).toBe(true);
    }
    expect(primaryTasks.every((task) => task.level === 'PRIMARY')).toBe(true);
    expect(highSchoolTasks.every((task) => task.level === 'HIGH_SCHOOL')).toBe(true);
    expect(universityTasks.every((task) => task.level === 'UNIVERSITY')).toBe(true);
    for (const exam of demoExams) {
      const tasks = demoTasks.filter((task) => task.exams.some((entry) => entry.slug === exam.slug));
      expect(tasks.length, exam.slug).toBeGreaterThanOrEqual(3);
      const level = exam.type === 'MATURA' ? 'HIGH_SCHOOL' : 'PRIMARY';
      for (const task of tasks) expect(task.level, `${exam.slug} ${task.slug}`).toBe(level);
      expect(exam.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(exam.type === 'EIGHTH_GRADE' ? exam.level === null : exam.level !== null, exam.slug).toBe(true);
    }
  });

  it('renders every TeX fragment of every text field', () => {
    for (const { where, text } of allTexts) {
      expect(text, `${where} has control characters`).not.toMatch(/[\t\f\b\v\r]/);
      const fragments = extractMath(text);
      for (const fragment of fragments) {
        expect(fragment.tex.trim(), where).not.toBe('');
        expect(fragment.tex, `${where}: newline inside maths`).not.toContain('\n');
        expect(stripText(fragment.tex), `${where}: command without backslash in ${fragment.tex}`).not.toMatch(
          bareCommand,
        );
        expect(() => renders(fragment.tex, fragment.display), `${where}: ${fragment.tex}`).not.toThrow();
      }
    }
  });

  it('renders every step latex', () => {
    for (const { where, tex } of allLatex) {
      expect(tex, `${where} has control characters`).not.toMatch(/[\t\f\b\v\r\n]/);
      expect(stripText(tex), `${where}: command without backslash`).not.toMatch(bareCommand);
      expect(() => renders(tex, true), `${where}: ${tex}`).not.toThrow();
    }
  });
});
