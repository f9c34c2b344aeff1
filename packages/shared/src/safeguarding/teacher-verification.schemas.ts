import { z } from 'zod';
import { homeworkSaveMessages } from '../catalogue/homework-save.schemas';

/**
 * Teacher verification (issue 72 point 1, docs/safeguarding.md): before a TEACHER works with minors (tutoring offers,
 * bookings, on-request task offers, chat with a pupil outside a class), they apply with the art. 21 declaration,
 * the countries of residence of the last 20 years and the KRK certificate; an ADMIN checks the Rejestr Sprawców and
 * the certificate and approves (2 years) or refuses with a reason.
 */

/** The page where a teacher applies: every refusal of a gate links it. */
export const teacherVerificationPath = '/teacher/verification';

export const teacherVerificationLimits = {
  /** How long an approval lasts. */
  validityYears: 2,
  /** A reminder this many days before it ends; the teacher may apply again from then. */
  renewalDays: 30,
  /** The KRK certificate is deleted this many days after the decision. */
  documentKeepDays: 30,
  maxCountries: 20,
  reasonMaxLength: 1000,
  noteMaxLength: 1000,
} as const;

/**
 * The declaration under art. 21 ust. 1 and 5 of the ustawa z 13 maja 2016 r. o przeciwdziałaniu zagrożeniom
 * przestępczością na tle seksualnym i ochronie małoletnich, as the teacher accepts it (stored with each application,
 * with the time and the address it was sent from).
 */
export const teacherVerificationDeclaration =
  'Oświadczam, pod rygorem odpowiedzialności karnej za złożenie fałszywego oświadczenia (art. 233 § 1 Kodeksu karnego), ' +
  'że nie byłam/byłem prawomocnie skazana/skazany za przestępstwa określone w rozdziale XIX i XXV Kodeksu karnego, ' +
  'w art. 189a i art. 207 Kodeksu karnego oraz w ustawie z dnia 29 lipca 2005 r. o przeciwdziałaniu narkomanii, ' +
  'ani za odpowiadające im czyny zabronione określone w przepisach prawa obcego; że nie figuruję w Rejestrze Sprawców ' +
  'Przestępstw na Tle Seksualnym; że nie toczy się przeciwko mnie postępowanie karne w sprawie o takie przestępstwo ' +
  'oraz że podane przeze mnie państwa są wszystkimi państwami, w których zamieszkiwałam/zamieszkiwałem w ciągu ' +
  'ostatnich 20 lat, innymi niż Rzeczpospolita Polska i państwo obywatelstwa (art. 21 ust. 1, 5 i 6 ustawy z dnia ' +
  '13 maja 2016 r. o przeciwdziałaniu zagrożeniom przestępczością na tle seksualnym i ochronie małoletnich). ' +
  'Jestem świadoma/świadomy odpowiedzialności karnej za złożenie fałszywego oświadczenia. ' +
  // The acknowledgement of the standards (art. 22c ust. 1 pkt 5), recorded with the declaration's time and address.
  'Potwierdzam, że zapoznałam/zapoznałem się ze Standardami Ochrony Małoletnich serwisu Zadania ' +
  '(/standardy-ochrony-maloletnich) i będę ich przestrzegać.';

/** Every Polish string of teacher verification, in one place. */
export const teacherVerificationMessages = {
  teachersOnly: 'Wniosek o weryfikację składa tylko konto nauczyciela.',
  declarationRequired: 'Zaznacz oświadczenie, aby złożyć wniosek.',
  countriesRequired: 'Podaj co najmniej jeden kraj zamieszkania z ostatnich 20 lat.',
  countriesMax: `Podaj najwyżej ${teacherVerificationLimits.maxCountries} krajów.`,
  countryCode: 'Niepoprawny kod kraju (dwie litery, np. PL).',
  countriesDuplicate: 'Każdy kraj podaj tylko raz.',
  documentRequired: 'Dołącz informację z Krajowego Rejestru Karnego (PDF lub zdjęcie).',
  documentInvalid: 'Dołącz własny plik przesłany jako zaświadczenie do weryfikacji (PDF lub zdjęcie).',
  alreadyPending: 'Twój wniosek o weryfikację czeka już na rozpatrzenie.',
  stillVerified: 'Twoja weryfikacja jest ważna. Nowy wniosek złożysz na 30 dni przed jej końcem.',
  applied: 'Wniosek o weryfikację został złożony. Damy znać, gdy zostanie rozpatrzony.',
  notFound: 'Nie znaleziono wniosku o weryfikację.',
  notPending: 'Ten wniosek został już rozpatrzony.',
  registryRequired: 'Zaznacz „Rejestr Sprawców sprawdzony” i podaj datę sprawdzenia.',
  registryDate: 'Podaj datę sprawdzenia Rejestru Sprawców (RRRR-MM-DD).',
  registryDateFuture: 'Data sprawdzenia Rejestru Sprawców nie może być z przyszłości.',
  krkRequired: 'Zaznacz, że informacja z Krajowego Rejestru Karnego została sprawdzona.',
  reasonRequired: 'Podaj powód odmowy.',
  reasonTooLong: `Powód może mieć najwyżej ${teacherVerificationLimits.reasonMaxLength} znaków.`,
  noteTooLong: `Notatka może mieć najwyżej ${teacherVerificationLimits.noteMaxLength} znaków.`,
  approved: 'Weryfikacja zatwierdzona. Nauczyciel dostał powiadomienie.',
  refused: 'Odmówiono weryfikacji. Nauczyciel dostał powiadomienie z powodem.',
  documentDeleted: 'Dokument został już usunięty (30 dni po decyzji).',
  verifiedBadge: 'Zweryfikowany',
  offerNeedsVerification: `Oferty korepetycji publikuje tylko zweryfikowany nauczyciel (ochrona małoletnich: oświadczenie z art. 21 ustawy i informacja z Krajowego Rejestru Karnego). Złóż wniosek o weryfikację: ${teacherVerificationPath}`,
  bookingOfUnverified:
    'Ten nauczyciel nie przeszedł jeszcze weryfikacji, więc nie może prowadzić lekcji z osobą niepełnoletnią.',
  bookingNeedsVerification: `Lekcję osobie niepełnoletniej zaproponujesz po weryfikacji nauczyciela (ochrona małoletnich). Złóż wniosek o weryfikację: ${teacherVerificationPath}`,
  chatNeedsVerification: `Rozmowę z osobą niepełnoletnią zaczniesz po weryfikacji nauczyciela (ochrona małoletnich); z uczniami swojej klasy możesz pisać w klasie. Złóż wniosek o weryfikację: ${teacherVerificationPath}`,
  homeworkOfferNeedsVerification: `Ofertę na zadanie osoby niepełnoletniej wyślesz po weryfikacji nauczyciela (ochrona małoletnich). Złóż wniosek o weryfikację: ${teacherVerificationPath}`,
} as const;

const warsawDate = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'long' });

/** The teacher's notification (and mail) after a decision, and the renewal reminder. */
export const teacherVerificationNotices = {
  approved: (until: Date) =>
    `Twoja weryfikacja nauczyciela została zatwierdzona. Jest ważna do ${warsawDate.format(until)}.`,
  refused: (reason: string) => `Twój wniosek o weryfikację nauczyciela nie został zatwierdzony. Powód: ${reason}`,
  renewal: (until: Date) =>
    `Twoja weryfikacja nauczyciela wygasa ${warsawDate.format(until)}. Złóż nowy wniosek, aby dalej pracować z osobami niepełnoletnimi.`,
} as const;

/** The gate messages: shown by the web with a link to the verification page. */
export const teacherVerificationGateMessages: readonly string[] = [
  teacherVerificationMessages.offerNeedsVerification,
  teacherVerificationMessages.bookingNeedsVerification,
  teacherVerificationMessages.chatNeedsVerification,
  teacherVerificationMessages.homeworkOfferNeedsVerification,
];

const m = teacherVerificationMessages;
const ZDateTime = z.iso.datetime({ offset: true });

export const ZTeacherVerificationIdParams = z.object({ id: z.uuid({ error: homeworkSaveMessages.id }) });

/** A country as ISO 3166-1 alpha-2 (PL, DE, GB…); the web shows its Polish name (Intl.DisplayNames). */
export const ZCountryCode = z
  .string({ error: m.countryCode })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, m.countryCode);

/** POST /teacher-verification. */
export const ZTeacherVerificationApply = z.object({
  declarationAccepted: z.literal(true, { error: m.declarationRequired }),
  countries: z
    .array(ZCountryCode, { error: m.countriesRequired })
    .min(1, m.countriesRequired)
    .max(teacherVerificationLimits.maxCountries, m.countriesMax)
    .refine((list) => new Set(list).size === list.length, m.countriesDuplicate)
    .describe('ISO 3166-1 alpha-2 codes of the countries of residence of the last 20 years (Poland included), 1..20'),
  documentFileId: z.uuid({ error: m.documentRequired }).describe('A file of kind VERIFICATION_DOCUMENT of the teacher'),
});
export type TTeacherVerificationApply = z.infer<typeof ZTeacherVerificationApply>;

export const teacherVerificationStatuses = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export const ZTeacherVerificationStatus = z.enum(teacherVerificationStatuses);

/** The ADMIN's checklist at an approval: "Rejestr Sprawców sprawdzony" with its date and the KRK are required. */
export const ZTeacherVerificationChecklist = z.object(
  {
    registryChecked: z.literal(true, { error: m.registryRequired }),
    registryCheckedOn: z.iso.date({ error: m.registryDate }),
    krkChecked: z.literal(true, { error: m.krkRequired }),
    identityChecked: z.boolean().default(false),
    countriesChecked: z.boolean().default(false),
    note: z.string().trim().max(teacherVerificationLimits.noteMaxLength, m.noteTooLong).optional(),
  },
  { error: m.registryRequired },
);
export type TTeacherVerificationChecklist = z.output<typeof ZTeacherVerificationChecklist>;

export const ZTeacherVerificationApprove = z.object({
  checklist: ZTeacherVerificationChecklist,
});
export type TTeacherVerificationApprove = z.output<typeof ZTeacherVerificationApprove>;
export type TTeacherVerificationApproveInput = z.input<typeof ZTeacherVerificationApprove>;

export const ZTeacherVerificationRefuse = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(teacherVerificationLimits.reasonMaxLength, m.reasonTooLong),
});

/** One application as its teacher sees it. */
export const ZTeacherVerification = z.object({
  id: z.uuid(),
  status: ZTeacherVerificationStatus,
  declarationText: z.string(),
  declaredAt: ZDateTime,
  countries: z.array(z.string()),
  /** The uploaded certificate while kept (null once deleted, 30 days after the decision). */
  document: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  documentDeletedAt: ZDateTime.nullable(),
  refusalReason: z.string().nullable(),
  decidedAt: ZDateTime.nullable(),
  verifiedUntil: ZDateTime.nullable(),
  createdAt: ZDateTime,
});
export type TTeacherVerification = z.infer<typeof ZTeacherVerification>;

/** GET /teacher-verification: the teacher's own state. */
export const ZMyTeacherVerification = z.object({
  verified: z.boolean(),
  verifiedUntil: ZDateTime.nullable(),
  /** Verified, and the end is 30 days away or less: a new application is asked for. */
  renewalDue: z.boolean(),
  /** Whether POST /teacher-verification would take a new application now. */
  canApply: z.boolean(),
  latest: ZTeacherVerification.nullable(),
  declarationText: z.string(),
});
export type TMyTeacherVerification = z.infer<typeof ZMyTeacherVerification>;

export const ZTeacherVerificationApplied = z.object({ message: z.string(), verification: ZTeacherVerification });

/** One application in the ADMIN's queue. */
export const ZAdminTeacherVerification = ZTeacherVerification.extend({
  teacher: z.object({
    id: z.uuid(),
    username: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
  }),
  declaredFromIp: z.string(),
  /** GET /admin/teacher-verification/{id}/document while the document is kept. */
  documentUrl: z.string().nullable(),
  checklist: z.record(z.string(), z.unknown()),
  decidedBy: z.object({ id: z.uuid(), username: z.string() }).nullable(),
});
export type TAdminTeacherVerification = z.infer<typeof ZAdminTeacherVerification>;

/** GET /admin/teacher-verification: PENDING first (oldest first), then the decided ones (newest decision first). */
export const ZAdminTeacherVerificationQueue = z.object({
  results: z.array(ZAdminTeacherVerification),
  pending: z.int(),
});
export type TAdminTeacherVerificationQueue = z.infer<typeof ZAdminTeacherVerificationQueue>;

export const ZTeacherVerificationDecided = z.object({ message: z.string(), verification: ZAdminTeacherVerification });
