import type { TDemoExam } from '../../demo-content.types';

export const polishE8 = 'e8-2026-polski-proba';
export const polishMaturaBasic = 'matura-2026-polski-podstawowa-proba';
export const polishMaturaAdvanced = 'matura-2026-polski-rozszerzona-proba';

/** Trial papers in Polish written for the demo (never real CKE papers). */
export const polishExams: TDemoExam[] = [
  {
    slug: polishE8,
    type: 'EIGHTH_GRADE',
    date: '2026-01-15',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny egzamin ósmoklasisty z języka polskiego',
  },
  {
    slug: polishMaturaBasic,
    type: 'MATURA',
    date: '2025-12-03',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbna matura z języka polskiego, poziom podstawowy',
  },
  {
    slug: polishMaturaAdvanced,
    type: 'MATURA',
    date: '2026-03-18',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z języka polskiego, poziom rozszerzony',
  },
];
