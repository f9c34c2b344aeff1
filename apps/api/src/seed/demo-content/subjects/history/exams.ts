import type { TDemoExam } from '../../demo-content.types';

export const historyMaturaAutumn = 'matura-2025-historia-rozszerzona-proba';
export const historyMaturaSpring = 'matura-2026-historia-rozszerzona-proba';

/** Trial matura papers in history (extended level only, as CKE holds it), written for the demo. */
export const historyExams: TDemoExam[] = [
  {
    slug: historyMaturaAutumn,
    type: 'MATURA',
    date: '2025-11-26',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z historii, poziom rozszerzony – zestaw jesienny',
  },
  {
    slug: historyMaturaSpring,
    type: 'MATURA',
    date: '2026-03-11',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z historii, poziom rozszerzony – zestaw wiosenny',
  },
];
