import type { TDemoExam } from '../../demo-content.types';

export const italianExamSlugs = {
  eighthGrade: 'e8-2026-wloski',
  maturaBasic: 'matura-2026-wloski-podstawowa',
  maturaExtended: 'matura-2026-wloski-rozszerzona',
} as const;

/** Trial Italian papers written for the demo (not CKE papers): E8 and the matura, basic and extended. */
export const italianExams: TDemoExam[] = [
  {
    slug: italianExamSlugs.eighthGrade,
    type: 'EIGHTH_GRADE',
    date: '2026-03-19',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka włoskiego',
  },
  {
    slug: italianExamSlugs.maturaBasic,
    type: 'MATURA',
    date: '2026-02-05',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka włoskiego, poziom podstawowy',
  },
  {
    slug: italianExamSlugs.maturaExtended,
    type: 'MATURA',
    date: '2026-02-06',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka włoskiego, poziom rozszerzony',
  },
];
