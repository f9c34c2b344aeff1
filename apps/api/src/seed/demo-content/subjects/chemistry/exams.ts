import type { TDemoExam } from '../../demo-content.types';

export const chemistryExamDecember = 'matura-2025-chemia-rozszerzona';
export const chemistryExamMarch = 'matura-2026-chemia-rozszerzona';

/** Trial chemistry papers written for the demo (never real CKE papers). */
export const chemistryExams: TDemoExam[] = [
  {
    slug: chemistryExamDecember,
    type: 'MATURA',
    date: '2025-12-04',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z chemii, poziom rozszerzony (grudzień)',
  },
  {
    slug: chemistryExamMarch,
    type: 'MATURA',
    date: '2026-03-19',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z chemii, poziom rozszerzony (marzec)',
  },
];
