import type { TDemoExam } from '../../demo-content.types';

export const physicsExamDecember = 'matura-2025-fizyka-rozszerzona';
export const physicsExamMarch = 'matura-2026-fizyka-rozszerzona';

/** Trial physics papers written for the demo (never real CKE papers). */
export const physicsExams: TDemoExam[] = [
  {
    slug: physicsExamDecember,
    type: 'MATURA',
    date: '2025-12-10',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z fizyki, poziom rozszerzony (grudzień)',
  },
  {
    slug: physicsExamMarch,
    type: 'MATURA',
    date: '2026-03-24',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z fizyki, poziom rozszerzony (marzec)',
  },
];
