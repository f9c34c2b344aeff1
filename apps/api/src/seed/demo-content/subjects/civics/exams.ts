import type { TDemoExam } from '../../demo-content.types';

export const civicsMaturaAutumn = 'matura-2025-wos-rozszerzona-proba';
export const civicsMaturaSpring = 'matura-2026-wos-rozszerzona-proba';

/** Trial matura papers in civics (WOS, extended level only, as CKE holds it), written for the demo. */
export const civicsExams: TDemoExam[] = [
  {
    slug: civicsMaturaAutumn,
    type: 'MATURA',
    date: '2025-12-10',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z wiedzy o społeczeństwie, poziom rozszerzony – zestaw grudniowy',
  },
  {
    slug: civicsMaturaSpring,
    type: 'MATURA',
    date: '2026-03-25',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z wiedzy o społeczeństwie, poziom rozszerzony – zestaw marcowy',
  },
];
