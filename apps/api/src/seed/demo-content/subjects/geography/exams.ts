import type { TDemoExam } from '../../demo-content.types';

export const geographyMaturaDecember = 'matura-2025-geografia-rozszerzona';
export const geographyMaturaMarch = 'matura-2026-geografia-rozszerzona';

/** Trial matura papers in geography (extended level only, as CKE holds it), written by us. */
export const geographyExams: TDemoExam[] = [
  {
    slug: geographyMaturaDecember,
    type: 'MATURA',
    date: '2025-12-03',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z geografii, poziom rozszerzony (grudzień)',
  },
  {
    slug: geographyMaturaMarch,
    type: 'MATURA',
    date: '2026-03-17',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z geografii, poziom rozszerzony (marzec)',
  },
];
