import type { TDemoExam } from '../../demo-content.types';

export const musicExamSlugs = {
  maturaExtended: 'matura-2026-historia-muzyki-rozszerzona',
} as const;

/** The trial matura in the history of music written for the demo (not a CKE paper); CKE holds it extended only. */
export const musicExams: TDemoExam[] = [
  {
    slug: musicExamSlugs.maturaExtended,
    type: 'MATURA',
    date: '2026-02-12',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbna matura z historii muzyki, poziom rozszerzony',
  },
];
