import type { TDemoExam } from '../../demo-content.types';

export const englishExamSlugs = {
  eighthGrade: 'e8-2026-angielski',
  maturaBasic: 'matura-2026-angielski-podstawowa',
  maturaAdvanced: 'matura-2026-angielski-rozszerzona',
} as const;

/** Trial papers written for the demo; their tasks are original and do not reproduce any CKE paper. */
export const englishExams: TDemoExam[] = [
  {
    slug: englishExamSlugs.eighthGrade,
    type: 'EIGHTH_GRADE',
    date: '2026-03-18',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka angielskiego',
  },
  {
    slug: englishExamSlugs.maturaBasic,
    type: 'MATURA',
    date: '2026-02-11',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka angielskiego, poziom podstawowy',
  },
  {
    slug: englishExamSlugs.maturaAdvanced,
    type: 'MATURA',
    date: '2026-02-12',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka angielskiego, poziom rozszerzony',
  },
];
