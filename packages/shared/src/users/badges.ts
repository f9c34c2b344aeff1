/**
 * Badges (issue 14 point 7): the spec shows them on the teacher card but not what they are. Ours are earned
 * facts computed from activity each time a profile is read, so they can never drift from what a person did;
 * the only hand-given one is VERIFIED_TEACHER, which an ADMIN grants after checking a teacher's credentials.
 */
export const badgeIds = [
  'VERIFIED_TEACHER',
  'PHONE_VERIFIED',
  'AUTHOR_10',
  'AUTHOR_100',
  'TOP_RATED',
  'ACTIVE_RATER',
  'ONE_YEAR',
] as const;
export type TBadgeId = (typeof badgeIds)[number];

/** The badges an ADMIN grants by hand (PUT /user/{id}/badges); every other badge is earned. */
export const grantableBadgeIds = ['VERIFIED_TEACHER'] as const satisfies readonly TBadgeId[];
export type TGrantableBadgeId = (typeof grantableBadgeIds)[number];

/** The thresholds behind the earned badges. */
export const badgeThresholds = {
  author10: 10,
  author100: 100,
  /** TOP_RATED: an overall rating of at least this from at least `topRatedMinCount` stars. */
  topRatedMin: 4.5,
  topRatedMinCount: 10,
  /** ACTIVE_RATER: tasks of others rated. */
  activeRater: 10,
  oneYearDays: 365,
} as const;

/** Badge texts address nobody by grammatical gender: a badge reads the same on every profile (issue 38). */
export const badgeTexts: Record<TBadgeId, { label: string; description: string }> = {
  VERIFIED_TEACHER: {
    label: 'Zweryfikowany nauczyciel',
    description: 'Kwalifikacje sprawdzone przez administrację serwisu.',
  },
  PHONE_VERIFIED: { label: 'Zweryfikowany telefon', description: 'Numer telefonu potwierdzony kodem SMS.' },
  AUTHOR_10: { label: 'Autor 10 zadań', description: `Co najmniej ${badgeThresholds.author10} opublikowanych zadań.` },
  AUTHOR_100: {
    label: 'Autor 100 zadań',
    description: `Co najmniej ${badgeThresholds.author100} opublikowanych zadań.`,
  },
  TOP_RATED: {
    label: 'Wysoko oceniany',
    description: `Średnia ocen co najmniej ${String(badgeThresholds.topRatedMin).replace('.', ',')} z co najmniej ${badgeThresholds.topRatedMinCount} ocen.`,
  },
  ACTIVE_RATER: {
    label: 'Aktywny oceniający',
    description: `Co najmniej ${badgeThresholds.activeRater} ocenionych zadań innych autorów.`,
  },
  ONE_YEAR: { label: 'Z nami od roku', description: 'Konto założone co najmniej rok temu.' },
};
