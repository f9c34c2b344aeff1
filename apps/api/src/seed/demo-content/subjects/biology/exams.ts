import type { TDemoExam } from '../../demo-content.types';

export const biologyMaturaDecember = 'matura-2025-biologia-rozszerzona';
export const biologyMaturaMarch = 'matura-2026-biologia-rozszerzona';

/** Trial matura papers in biology (extended level only, as CKE holds it), written by us. */
export const biologyExams: TDemoExam[] = [
  {
    slug: biologyMaturaDecember,
    type: 'MATURA',
    date: '2025-12-04',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z biologii, poziom rozszerzony (grudzień)',
  },
  {
    slug: biologyMaturaMarch,
    type: 'MATURA',
    date: '2026-03-19',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z biologii, poziom rozszerzony (marzec)',
  },
];
