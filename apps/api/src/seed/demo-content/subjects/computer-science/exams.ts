import type { TDemoExam } from '../../demo-content.types';

export const computerScienceMaturaDecember = 'matura-2025-informatyka-rozszerzona';
export const computerScienceMaturaMarch = 'matura-2026-informatyka-rozszerzona';

/** Trial matura papers in computer science (extended level only, as CKE holds it), written by us. */
export const computerScienceExams: TDemoExam[] = [
  {
    slug: computerScienceMaturaDecember,
    type: 'MATURA',
    date: '2025-12-05',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z informatyki, poziom rozszerzony (grudzień)',
  },
  {
    slug: computerScienceMaturaMarch,
    type: 'MATURA',
    date: '2026-03-20',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z informatyki, poziom rozszerzony (marzec)',
  },
];
