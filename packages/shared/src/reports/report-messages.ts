/** Reports (REPORT) and feedback (FEEDBACK) of the support area (issue 20 point 3): enumerations and Polish texts. */

/** What can be reported. */
export const reportTargetTypes = ['HOMEWORK', 'REVIEW', 'CHAT_MESSAGE', 'USER', 'COURSE'] as const;
export type TReportTargetType = (typeof reportTargetTypes)[number];

export const reportTargetLabels: Readonly<Record<TReportTargetType, string>> = {
  HOMEWORK: 'Zadanie',
  REVIEW: 'Opinia',
  CHAT_MESSAGE: 'Wiadomość na czacie',
  USER: 'Użytkownik',
  COURSE: 'Kurs',
};

export const reportReasons = ['SPAM', 'ABUSE', 'WRONG_CONTENT', 'COPYRIGHT', 'PERSONAL_DATA', 'OTHER'] as const;
export type TReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Readonly<Record<TReportReason, string>> = {
  SPAM: 'Spam lub reklama',
  ABUSE: 'Obraźliwe lub nieodpowiednie treści',
  WRONG_CONTENT: 'Błąd w treści lub rozwiązaniu',
  COPYRIGHT: 'Naruszenie praw autorskich',
  PERSONAL_DATA: 'Ujawnienie danych osobowych',
  OTHER: 'Inny powód',
};

/** OPEN until an ADMIN decides: RESOLVED (the report was right and something was done) or DISMISSED. */
export const reportStatuses = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type TReportStatus = (typeof reportStatuses)[number];

export const reportStatusLabels: Readonly<Record<TReportStatus, string>> = {
  OPEN: 'Oczekuje',
  RESOLVED: 'Rozpatrzone — podjęto działania',
  DISMISSED: 'Odrzucone',
};

export const feedbackStatuses = ['NEW', 'READ'] as const;
export type TFeedbackStatus = (typeof feedbackStatuses)[number];

export const reportLimits = {
  detailsMinLength: 10,
  detailsMaxLength: 1000,
  noteMaxLength: 1000,
  feedbackMinLength: 5,
  feedbackMaxLength: 2000,
  pageMaxLength: 500,
  /** Files (SUPPORT_ATTACHMENT) attached to one report or one piece of feedback. */
  maxFiles: 3,
} as const;

export const reportMessages = {
  targetType: 'Wybierz, co zgłaszasz.',
  targetId: 'Nie znaleziono zgłaszanej treści.',
  targetNotFound: 'Nie znaleziono zgłaszanej treści.',
  reason: 'Wybierz powód zgłoszenia.',
  detailsRequired: 'Opisz powód zgłoszenia (co najmniej 10 znaków).',
  detailsTooLong: 'Opis może mieć najwyżej 1000 znaków.',
  ownContent: 'Nie możesz zgłosić własnej treści.',
  duplicate: 'Ta treść jest już przez Ciebie zgłoszona. Sprawdzimy ją najszybciej, jak to możliwe.',
  created: 'Dziękujemy! Zgłoszenie trafiło do moderatorów.',
  reportNotFound: 'Nie znaleziono zgłoszenia.',
  decision: 'Wybierz decyzję.',
  noteTooLong: 'Uzasadnienie może mieć najwyżej 1000 znaków.',
  alreadyDecided: 'To zgłoszenie zostało już rozpatrzone.',
  decided: 'Zapisano decyzję. Zgłaszający otrzymał powiadomienie.',
  feedbackRequired: 'Napisz, co chcesz nam przekazać (co najmniej 5 znaków).',
  feedbackTooLong: 'Opinia może mieć najwyżej 2000 znaków.',
  feedbackRating: 'Ocena musi zawierać się między 1 a 5.',
  feedbackPage: 'Niepoprawny adres strony.',
  feedbackSent: 'Dziękujemy za opinię!',
  feedbackNotFound: 'Nie znaleziono opinii.',
  feedbackRead: 'Oznaczono jako przeczytane.',
  filesInvalid: 'Dołącz własne pliki przesłane jako załącznik zgłoszenia.',
  filesTooMany: 'Możesz dołączyć najwyżej 3 pliki.',
} as const;
