import type { TDemoExam } from './demo-content.types';

/** Fictional trial exams written for the demo; their tasks are original and do not reproduce any real exam. */
export const demoExams: TDemoExam[] = [
  {
    slug: 'proba-matura-podstawowa-2026-03',
    type: 'MATURA',
    date: '2026-03-14',
    level: 'BASIC',
    variant: 'TRIAL',
    details: 'Próbny arkusz platformy Zadania',
  },
  {
    slug: 'proba-matura-rozszerzona-2026-03',
    type: 'MATURA',
    date: '2026-03-21',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbny arkusz platformy Zadania',
  },
  {
    slug: 'proba-egzamin-osmoklasisty-2025-12',
    type: 'EIGHTH_GRADE',
    date: '2025-12-06',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny arkusz platformy Zadania – zestaw grudniowy',
  },
  {
    slug: 'proba-egzamin-osmoklasisty-2026-04',
    type: 'EIGHTH_GRADE',
    date: '2026-04-11',
    level: null,
    variant: 'TRIAL',
    details: 'Próbny arkusz platformy Zadania – zestaw kwietniowy',
  },
];
