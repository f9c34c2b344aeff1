import type { TGradebook } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { gradebookCsv, gradebookFileName, markValue, weightedAverage } from './gradebook';

describe('the weighted average of a register', () => {
  it('counts + as half a mark up and - as a quarter down, and nb or a pending mark as nothing', () => {
    expect(['5', '4+', '3-', 'nb', null, '6', '1'].map(markValue)).toEqual([5, 4.5, 2.75, null, null, 6, 1]);
    expect(
      weightedAverage([
        { label: '5', weight: 3 },
        { label: '3-', weight: 1 },
        { label: 'nb', weight: 5 },
        { label: null, weight: 2 },
      ]),
    ).toBe(4.44);
    expect(weightedAverage([{ label: 'nb', weight: 1 }])).toBeNull();
  });
});

describe('the gradebook CSV', () => {
  it('is what a register takes, byte for byte', () => {
    const pupil = (id: string, name: string, registerNumber: number | null, average: number | null) => ({
      id,
      username: name.toLowerCase().replace(' ', ''),
      name,
      registerNumber,
      average,
    });
    const gradebook: TGradebook = {
      classId: '00000000-0000-4000-8000-000000000000',
      className: '7a',
      assignments: [
        {
          id: '00000000-0000-4000-8000-00000000000a',
          title: 'Równania \\log_2 x',
          startsAt: '2026-11-10T07:00:00.000Z',
          dueAt: '2026-11-12T22:30:00.000Z',
          weight: 2,
          category: 'QUIZ',
          archivedAt: null,
        },
        {
          id: '00000000-0000-4000-8000-00000000000b',
          title: 'Procenty; powtórka',
          startsAt: '2026-11-13T07:00:00.000Z',
          dueAt: '2026-11-20T16:00:00.000Z',
          weight: 1,
          category: 'HOMEWORK',
          archivedAt: '2026-11-21T08:00:00.000Z',
        },
      ],
      pupils: [
        pupil('00000000-0000-4000-8000-000000000001', 'Ala Nowak', 1, 4.5),
        pupil('00000000-0000-4000-8000-000000000002', '=Kuba', null, null),
      ],
      cells: [
        {
          userId: '00000000-0000-4000-8000-000000000001',
          assignmentId: '00000000-0000-4000-8000-00000000000a',
          points: 3,
          maxPoints: 4,
          percent: 75,
          mark: 4,
          label: '4+',
          late: false,
        },
        {
          userId: '00000000-0000-4000-8000-000000000002',
          assignmentId: '00000000-0000-4000-8000-00000000000a',
          points: 0,
          maxPoints: 4,
          percent: 0,
          mark: null,
          label: 'nb',
          late: false,
        },
      ],
    };
    expect(gradebookCsv(gradebook)).toBe(
      '\uFEFFNr;Uczeń;Równania log₂ x (12.11.2026, kartkówka, waga 2);' +
        '"Procenty; powtórka (20.11.2026, praca domowa, waga 1) [archiwum]";Średnia ważona\r\n' +
        '1;Ala Nowak;4+;;4,50\r\n' +
        ";'=Kuba;nb;;\r\n",
    );
    expect(gradebookFileName('7a')).toBe('dziennik-7a.csv');
  });
});
