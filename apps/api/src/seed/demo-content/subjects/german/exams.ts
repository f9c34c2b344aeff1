import type { TDemoExam } from '../../demo-content.types';

export const germanExamSlugs = {
  eighthGrade: 'e8-2026-niemiecki',
  maturaBasic: 'matura-2026-niemiecki-podstawowa',
  maturaAdvanced: 'matura-2026-niemiecki-rozszerzona',
} as const;

/** Trial papers written for the demo; their tasks are original and do not reproduce any CKE paper. */
export const germanExams: TDemoExam[] = [
  {
    slug: germanExamSlugs.eighthGrade,
    type: 'EIGHTH_GRADE',
    date: '2026-03-19',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka niemieckiego',
  },
  {
    slug: germanExamSlugs.maturaBasic,
    type: 'MATURA',
    date: '2026-02-13',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka niemieckiego, poziom podstawowy',
  },
  {
    slug: germanExamSlugs.maturaAdvanced,
    type: 'MATURA',
    date: '2026-02-16',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka niemieckiego, poziom rozszerzony',
  },
];
