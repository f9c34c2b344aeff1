import {
  assignmentMessages as am,
  classMessages,
  type TAssignment,
  type TGradebook,
  validationMessages,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson as TPerson } from '../../../test/class-fixtures';
import { buildHomework, loginAs } from '../../../test/factories';
import { assignments, classMembers } from '../../db/schema';

const t = useTestApp();
const day = 86_400_000;
type THeaders = Record<string, string>;
/** The name classWithPupils gives a pupil ('Uczeń <suffix>' for the login 'uczen<suffix>'). */
const nameOf = (pupil: TPerson) => `Uczeń ${pupil.user.username.slice('uczen'.length)}`;
const get = (url: string, headers: THeaders = {}) => t.app.inject({ method: 'GET', url, headers });

async function assign(teacher: TPerson, classId: string, title: string, homeworkId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/class/${classId}/assignment`,
    headers: teacher.headers,
    payload: { title, items: [{ kind: 'HOMEWORK', homeworkId }], dueAt: new Date(Date.now() + day).toISOString() },
  });
  if (response.statusCode !== 201) throw new Error(`assignment: ${response.statusCode} ${response.body}`);
  return response.json<TAssignment>();
}

const answer = (pupil: TPerson, id: string, value: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/assignment/${id}/answer`,
    headers: pupil.headers,
    payload: { position: 1, answer: value },
  });

describe('GET /api/class/{id}/gradebook', () => {
  it('gives pupils × assignments with weights, categories, nb and weighted averages, and the register CSV', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 3);
    const [ala, bartek, celina] = pupils as [TPerson, TPerson, TPerson];
    const task = await buildHomework(t.app, {
      title: 'Ułamek \\frac{3}{2}',
      answerKey: { kind: 'FRACTION', value: '3/2', tolerance: null },
    });
    const quiz = await assign(teacher, schoolClass.id, 'Kartkówka: ułamki', task.id);
    const homework = await assign(teacher, schoolClass.id, 'Praca domowa', task.id);
    const later = await assign(teacher, schoolClass.id, 'Na przyszły tydzień', task.id);
    await answer(ala, quiz.id, '3/2');
    await answer(bartek, quiz.id, '1');
    await answer(ala, homework.id, '1');
    await answer(bartek, homework.id, '3/2');
    // The quiz (weight 3) and the homework (weight 1) are past their due dates; the third is not yet due.
    await t.app.db
      .update(assignments)
      .set({
        weight: 3,
        category: 'QUIZ',
        startsAt: new Date(Date.now() - 3 * day),
        dueAt: new Date(Date.now() - 2 * day),
      })
      .where(eq(assignments.id, quiz.id));
    await t.app.db
      .update(assignments)
      .set({ startsAt: new Date(Date.now() - 3 * day), dueAt: new Date(Date.now() - day) })
      .where(eq(assignments.id, homework.id));
    await t.app.db.update(classMembers).set({ registerNumber: 2 }).where(eq(classMembers.userId, ala.user.id));
    await t.app.db
      .update(classMembers)
      .set({ registerNumber: 1, rosterName: 'Bartosz Nowak' })
      .where(eq(classMembers.userId, bartek.user.id));

    const url = `/api/class/${schoolClass.id}/gradebook`;
    expect((await get(url)).statusCode).toBe(401);
    const refused = await get(url, ala.headers);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: am.teachersOnly,
    });
    const stranger = await get(url, (await loginAs(t.app, 'TEACHER')).headers);
    expect({ status: stranger.statusCode, message: stranger.json().message }).toEqual({
      status: 404,
      message: classMessages.notFound,
    });
    const malformed = await get('/api/class/nie-uuid/gradebook', teacher.headers);
    expect({ status: malformed.statusCode, message: malformed.json().message }).toEqual({
      status: 400,
      message: validationMessages.invalidFormat,
    });

    const response = await get(url, teacher.headers);
    expect(response.statusCode, response.body).toBe(200);
    const gradebook = response.json<TGradebook>();
    expect(gradebook.assignments.map((entry) => [entry.title, entry.weight, entry.category])).toEqual([
      ['Kartkówka: ułamki', 3, 'QUIZ'],
      ['Praca domowa', 1, 'HOMEWORK'],
      ['Na przyszły tydzień', 1, 'HOMEWORK'],
    ]);
    expect(gradebook.pupils.map((pupil) => [pupil.registerNumber, pupil.name, pupil.average])).toEqual([
      [1, 'Bartosz Nowak', 2.25],
      [2, nameOf(ala), 4.75],
      [null, nameOf(celina), null],
    ]);
    const labelOf = (pupil: TPerson, assignmentId: string) =>
      gradebook.cells.find((cell) => cell.userId === pupil.user.id && cell.assignmentId === assignmentId)?.label;
    expect([quiz.id, homework.id, later.id].map((id) => labelOf(ala, id))).toEqual(['6', '1', null]);
    expect([quiz.id, homework.id, later.id].map((id) => labelOf(bartek, id))).toEqual(['1', '6', null]);
    expect([quiz.id, homework.id, later.id].map((id) => labelOf(celina, id))).toEqual(['nb', 'nb', null]);

    const csv = await get(`${url}.csv`, teacher.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="dziennik-8b\.csv"/);
    const lines = csv.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFNr;Uczeń;Kartkówka: ułamki (')).toBe(true);
    expect(lines[0]).toMatch(/, kartkówka, waga 3\);Praca domowa \(.*, praca domowa, waga 1\);.*;Średnia ważona$/);
    expect(lines.slice(1)).toEqual([
      '1;Bartosz Nowak;1;6;;2,25',
      `2;${nameOf(ala)};6;1;;4,75`,
      `;${nameOf(celina)};nb;nb;;`,
      '',
    ]);
  });
});
