import type { TDemoExam } from '../../demo-content.types';

export const spanishExamSlugs = {
  eighthGrade: 'e8-2026-hiszpanski',
  maturaBasic: 'matura-2026-hiszpanski-podstawowa',
  maturaExtended: 'matura-2026-hiszpanski-rozszerzona',
} as const;

/** Trial Spanish papers written for the demo (not CKE papers): E8 and the matura, basic and extended. */
export const spanishExams: TDemoExam[] = [
  {
    slug: spanishExamSlugs.eighthGrade,
    type: 'EIGHTH_GRADE',
    date: '2026-03-18',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka hiszpańskiego',
  },
  {
    slug: spanishExamSlugs.maturaBasic,
    type: 'MATURA',
    date: '2026-01-20',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka hiszpańskiego, poziom podstawowy',
  },
  {
    slug: spanishExamSlugs.maturaExtended,
    type: 'MATURA',
    date: '2026-01-22',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka hiszpańskiego, poziom rozszerzony',
  },
];
