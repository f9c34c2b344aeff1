const examTypeNames = {
  MATURA: 'Matura',
  EIGHTH_GRADE: 'Egzamin ósmoklasisty',
  GIMNAZJALNY: 'Egzamin gimnazjalny',
} as const;
const levelNames = { BASIC: 'poziom podstawowy', ADVANCED: 'poziom rozszerzony' } as const;
const variantNames = {
  MAIN: null,
  RESIT: 'termin poprawkowy',
  ADDITIONAL: 'termin dodatkowy',
  TRIAL: 'arkusz próbny',
} as const;
const monthNames = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

export type TExamTitleInput = {
  type: keyof typeof examTypeNames;
  date: string;
  level: keyof typeof levelNames | null;
  variant: keyof typeof variantNames;
  details: string | null;
};

/** The exam title of docs/product-spec.md section 3: type (month year), level, variant, details. */
export function formatExamTitle(exam: TExamTitleInput): string {
  const [year, month] = exam.date.split('-');
  const parts = [`${examTypeNames[exam.type]} (${monthNames[Number(month) - 1]} ${year})`];
  if (exam.level) parts.push(levelNames[exam.level]);
  const variant = variantNames[exam.variant];
  if (variant) parts.push(variant);
  if (exam.details) parts.push(exam.details);
  return parts.join(', ');
}
