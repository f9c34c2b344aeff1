import type { TDemoExam } from '../../demo-content.types';

export const frenchExamSlugs = {
  eighthGrade: 'e8-2026-francuski',
  maturaBasic: 'matura-2026-francuski-podstawowa',
  maturaAdvanced: 'matura-2026-francuski-rozszerzona',
} as const;

/** Trial papers written for the demo; their tasks are original and do not reproduce any CKE paper. */
export const frenchExams: TDemoExam[] = [
  {
    slug: frenchExamSlugs.eighthGrade,
    type: 'EIGHTH_GRADE',
    date: '2026-03-20',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka francuskiego',
  },
  {
    slug: frenchExamSlugs.maturaBasic,
    type: 'MATURA',
    date: '2026-02-17',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka francuskiego, poziom podstawowy',
  },
  {
    slug: frenchExamSlugs.maturaAdvanced,
    type: 'MATURA',
    date: '2026-02-18',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka francuskiego, poziom rozszerzony',
  },
];
