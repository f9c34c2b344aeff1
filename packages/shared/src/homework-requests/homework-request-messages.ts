/* Without zod: the web's Polish dictionary imports these into every page. */

/** On-request tasks (zadania na zamówienie, issue 19): our limits; prices as in tutoring (2 PLN – 10 000 PLN). */
export const homeworkRequestLimits = {
  titleMaxLength: 200,
  /** Plain text of the description or solution (its HTML may be longer). */
  textMaxLength: 10_000,
  htmlMaxLength: 200_000,
  messageMaxLength: 2000,
  maxFiles: 10,
  /** 2 PLN in grosze. */
  minPriceGross: 200,
  /** 10 000 PLN in grosze. */
  maxPriceGross: 1_000_000,
  /** The owner may report a problem with a delivered solution this many days after its delivery. */
  disputeWindowDays: 7,
} as const;

export const homeworkRequestMessages = {
  number: 'Wymagana liczba',
  titleRequired: 'Tytuł jest wymagany',
  titleTooLong: 'Tytuł może mieć najwyżej 200 znaków.',
  descriptionRequired: 'Opis jest wymagany',
  textTooLong: 'Tekst może mieć najwyżej 10 000 znaków.',
  subject: 'Wybierz przedmiot.',
  level: 'Wybierz poziom.',
  date: 'Niepoprawna data',
  deadlineInPast: 'Termin musi być w przyszłości.',
  price: 'Cena nie może być niższa niż 2 PLN.',
  priceTooHigh: 'Cena nie może być wyższa niż 10 000 PLN.',
  filesTooMany: 'Możesz dodać najwyżej 10 plików.',
  fileInvalid: 'Plik jest wymagany',
  messageTooLong: 'Wiadomość może mieć najwyżej 2000 znaków.',
  notFound: 'Nie znaleziono zlecenia.',
  offerNotFound: 'Nie znaleziono oferty.',
  teachersOnly: 'Tylko nauczyciel może składać oferty.',
  ownRequest: 'Nie możesz złożyć oferty do własnego zlecenia.',
  notOpen: 'To zlecenie nie przyjmuje już ofert.',
  offerExists: 'Masz już aktywną ofertę do tego zlecenia.',
  offerDeadlineAfter: 'Termin oferty nie może być późniejszy niż termin zlecenia.',
  alreadyAccepted: 'Zaakceptowano już inną ofertę.',
  notAcceptable: 'Tej oferty nie można już zaakceptować.',
  notPayable: 'Tej oferty nie można już opłacić.',
  notWithdrawable: 'Tej oferty nie można już wycofać.',
  notCancellable: 'Tego zlecenia nie można już anulować.',
  notInProgress: 'To zlecenie nie jest w realizacji.',
  deadlinePassed: 'Termin dostarczenia rozwiązania minął.',
  solutionRequired: 'Rozwiązanie jest wymagane',
  created: 'Dodano zlecenie!',
  cancelled: 'Anulowano zlecenie.',
  offerSent: 'Wysłano ofertę!',
  offerWithdrawn: 'Wycofano ofertę.',
  offerAccepted: 'Zaakceptowano ofertę. Opłać ją, aby nauczyciel rozpoczął pracę.',
  progress: 'Oznaczono jako w trakcie realizacji.',
  delivered: 'Dostarczono rozwiązanie!',
  disputed: 'Zgłoszono problem z rozwiązaniem. Administrator rozpatrzy go wkrótce.',
  disputeOpen: 'Problem z rozwiązaniem tego zlecenia jest już rozpatrywany.',
  disputeWindowClosed: 'Termin na zgłoszenie problemu z rozwiązaniem minął.',
  disputeNotDelivered: 'Problem można zgłosić dopiero po dostarczeniu rozwiązania.',
  disputeRefunded: 'Pieniądze za to zlecenie zostały już zwrócone.',
  disputeNotFound: 'Nie znaleziono zgłoszenia.',
  disputeClosed: 'To zgłoszenie zostało już rozstrzygnięte.',
  disputeResolved: 'Zaktualizowano!',
} as const;

/**
 * docs/product-spec.md section 3: request status (open, closed, in progress, delivered, undelivered); "in
 * progress" is stored as `in_progress`, a value fit for a query string.
 */
export const homeworkRequestStatuses = ['open', 'closed', 'in_progress', 'delivered', 'undelivered'] as const;
export type THomeworkRequestStatus = (typeof homeworkRequestStatuses)[number];

export const homeworkRequestStatusLabels: Readonly<Record<THomeworkRequestStatus, string>> = {
  open: 'Otwarte',
  closed: 'Zamknięte',
  in_progress: 'W realizacji',
  delivered: 'Dostarczone',
  undelivered: 'Niedostarczone',
};

/**
 * docs/product-spec.md section 3: request events, each a notification to the other side, and ours:
 * REQUEST_CANCELLED, the owner closing the request.
 */
export const homeworkRequestEvents = [
  'REQUEST_CANCELLED_BY_TEACHER',
  'OFFER_ACCEPTED',
  'OFFER_PAID',
  'SOLUTION_DELIVERED',
  'SOLUTION_NOT_DELIVERED',
  'SOLUTION_IN_PROGRESS',
  'REQUEST_CANCELLED',
] as const;
export type THomeworkRequestEvent = (typeof homeworkRequestEvents)[number];

/** What the timeline of a request lists: its creation and every event. */
export const homeworkRequestTimelineKinds = ['REQUEST_CREATED', ...homeworkRequestEvents] as const;
export type THomeworkRequestTimelineKind = (typeof homeworkRequestTimelineKinds)[number];

export const homeworkRequestTimelineLabels: Readonly<Record<THomeworkRequestTimelineKind, string>> = {
  REQUEST_CREATED: 'Dodano zlecenie',
  REQUEST_CANCELLED: 'Anulowano zlecenie',
  REQUEST_CANCELLED_BY_TEACHER: 'Nauczyciel wycofał zaakceptowaną ofertę',
  OFFER_ACCEPTED: 'Zaakceptowano ofertę',
  OFFER_PAID: 'Opłacono ofertę',
  SOLUTION_IN_PROGRESS: 'Nauczyciel rozpoczął pracę',
  SOLUTION_DELIVERED: 'Dostarczono rozwiązanie',
  SOLUTION_NOT_DELIVERED: 'Nie dostarczono rozwiązania w terminie',
};

/** An offer's life: sent (pending), accepted by the owner, paid, withdrawn by its teacher, or declined. */
export const homeworkRequestOfferStatuses = ['pending', 'accepted', 'paid', 'withdrawn', 'declined'] as const;
export type THomeworkRequestOfferStatus = (typeof homeworkRequestOfferStatuses)[number];

export const homeworkRequestOfferStatusLabels: Readonly<Record<THomeworkRequestOfferStatus, string>> = {
  pending: 'Oczekuje',
  accepted: 'Zaakceptowana',
  paid: 'Opłacona',
  withdrawn: 'Wycofana',
  declined: 'Odrzucona',
};

/** The Polish text of the notification of `event` about the request titled `title`. */
export function homeworkRequestNotificationText(event: THomeworkRequestEvent, title: string): string {
  const quoted = `„${title}”`;
  switch (event) {
    case 'REQUEST_CANCELLED_BY_TEACHER':
      return `Nauczyciel wycofał zaakceptowaną ofertę do zlecenia ${quoted}.`;
    case 'OFFER_ACCEPTED':
      return `Twoja oferta do zlecenia ${quoted} została zaakceptowana.`;
    case 'OFFER_PAID':
      return `Zlecenie ${quoted} zostało opłacone. Możesz rozpocząć pracę.`;
    case 'SOLUTION_IN_PROGRESS':
      return `Nauczyciel rozpoczął pracę nad zleceniem ${quoted}.`;
    case 'SOLUTION_DELIVERED':
      return `Rozwiązanie zlecenia ${quoted} jest gotowe.`;
    case 'SOLUTION_NOT_DELIVERED':
      return `Rozwiązanie zlecenia ${quoted} nie zostało dostarczone w terminie. Płatność zostanie zwrócona.`;
    case 'REQUEST_CANCELLED':
      return `Zlecenie ${quoted} zostało anulowane.`;
  }
}

/** What the owner and ADMIN read about a dispute of a delivered request (DISPUTE: OPEN, REFUNDED, RELEASED). */
export const homeworkRequestDisputeStatusLabels: Readonly<Record<'OPEN' | 'REFUNDED' | 'RELEASED', string>> = {
  OPEN: 'Zgłoszenie rozpatrywane',
  REFUNDED: 'Pieniądze zwrócone',
  RELEASED: 'Rozstrzygnięto na korzyść nauczyciela',
};

/** A dispute's step: opened by the owner, or decided by an ADMIN (refund to the owner, or pay to the teacher). */
export type THomeworkRequestDisputeStep = 'DISPUTE_OPENED' | 'DISPUTE_REFUNDED' | 'DISPUTE_RELEASED';

/** The Polish text of the notification of a dispute's `step` about the request titled `title`. */
export function homeworkRequestDisputeText(step: THomeworkRequestDisputeStep, title: string): string {
  const quoted = `„${title}”`;
  switch (step) {
    case 'DISPUTE_OPENED':
      return `Zgłoszono problem z rozwiązaniem zlecenia ${quoted}. Rozstrzygnie go administrator.`;
    case 'DISPUTE_REFUNDED':
      return `Zgłoszenie dotyczące zlecenia ${quoted} rozstrzygnięte: pieniądze wróciły do zamawiającego.`;
    case 'DISPUTE_RELEASED':
      return `Zgłoszenie dotyczące zlecenia ${quoted} rozstrzygnięte: wynagrodzenie zostaje u nauczyciela.`;
  }
}
