import { z } from 'zod';
import { ZRole } from '../enums';

/** The help lines a child is given with every acknowledgement (docs/safeguarding.md). */
export const helpLines = {
  childHelpline: { number: '116 111', tel: '116111', label: 'Telefon zaufania dla dzieci i młodzieży' },
  emergency: { number: '112', tel: '112', label: 'Numer alarmowy' },
} as const;

export const helpLimits = {
  textMax: 4000,
  withWhomMax: 200,
  noteMax: 2000,
  /** How many of a room's latest messages are copied into a help request sent from it. */
  transcriptMessages: 200,
  /** Closed requests listed under the open ones. */
  closedListed: 50,
} as const;

/** "Potrzebuję pomocy" (issue 72, point 3): the child's words, declared once. */
export const helpMessages = {
  textRequired: 'Napisz, co się stało.',
  textTooLong: `Opis może mieć najwyżej ${helpLimits.textMax} znaków.`,
  withWhomTooLong: `Pole „Z kim?” może mieć najwyżej ${helpLimits.withWhomMax} znaków.`,
  roomId: 'Nieprawidłowy identyfikator rozmowy.',
  roomMembersOnly: 'Możesz dołączyć tylko rozmowę, w której jesteś.',
  acknowledgement:
    'Dziękujemy, że nam o tym mówisz. To nie twoja wina. Osoba odpowiedzialna za ochronę dzieci w serwisie przeczyta Twoją wiadomość jak najszybciej i zajmie się sprawą. Jeśli jesteś w niebezpieczeństwie, zadzwoń pod 112. Możesz też porozmawiać z kimś od razu: Telefon zaufania dla dzieci i młodzieży 116 111 (bezpłatnie, całą dobę).',
  tooMany:
    'Wysłałeś już kilka próśb o pomoc. Osoba odpowiedzialna je przeczyta. Jeśli potrzebujesz pomocy teraz, zadzwoń pod 116 111 albo 112.',
  requestNotFound: 'Nie znaleziono prośby o pomoc.',
  alreadyClosed: 'Ta prośba o pomoc jest już zamknięta.',
  status: 'Wybierz stan: IN_PROGRESS albo CLOSED.',
  noteTooLong: `Notatka może mieć najwyżej ${helpLimits.noteMax} znaków.`,
  taken: 'Zajmujesz się tą prośbą o pomoc.',
  closed: 'Prośba o pomoc została zamknięta.',
  responsibleAdminsOnly: 'Osobą odpowiedzialną za ochronę małoletnich może być tylko administrator.',
  responsibleOn: 'Ta osoba jest teraz osobą odpowiedzialną za ochronę małoletnich.',
  responsibleOff: 'Ta osoba nie jest już osobą odpowiedzialną za ochronę małoletnich.',
  responsibleValue: 'Podaj true albo false.',
} as const;

/** The responsible ADMINs' notification (and e-mail): urgent, without the child's words. */
export const helpRequestedNotice = (childName: string) =>
  `PILNE: ${childName} prosi o pomoc („Potrzebuję pomocy”). Przeczytaj zgłoszenie jak najszybciej.`;

export const ZHelpRequestCreate = z.object({
  text: z
    .string({ error: helpMessages.textRequired })
    .trim()
    .min(1, helpMessages.textRequired)
    .max(helpLimits.textMax, helpMessages.textTooLong),
  withWhom: z
    .string()
    .trim()
    .max(helpLimits.withWhomMax, helpMessages.withWhomTooLong)
    .nullish()
    .transform((value) => value || null),
  roomId: z.uuid({ error: helpMessages.roomId }).nullish(),
});
export type THelpRequestCreate = z.input<typeof ZHelpRequestCreate>;
export type THelpRequestInput = z.output<typeof ZHelpRequestCreate>;

export const ZHelpLine = z.object({ number: z.string(), tel: z.string(), label: z.string() });

/** What the child reads after sending: the acknowledgement and the help lines (`tel:` links in the web). */
export const ZHelpRequestCreated = z.object({
  id: z.uuid(),
  message: z.string(),
  helpLines: z.array(ZHelpLine),
  roomAttached: z.boolean(),
});
export type THelpRequestCreated = z.infer<typeof ZHelpRequestCreated>;

export const helpRequestStatuses = ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const;
export const ZHelpRequestStatus = z.enum(helpRequestStatuses);
export type THelpRequestStatus = z.infer<typeof ZHelpRequestStatus>;

/** One message of the conversation copied when the request was sent (plain text; file names only). */
export const ZHelpTranscriptMessage = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  message: z.string(),
  files: z.array(z.string()),
  createdAt: z.string(),
});
export type THelpTranscriptMessage = z.infer<typeof ZHelpTranscriptMessage>;

export const ZHelpPerson = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  role: ZRole,
  /** A USER whose birth year is unknown or says under 18 (mayBeMinor). */
  minor: z.boolean(),
  blocked: z.boolean(),
});
export type THelpPerson = z.infer<typeof ZHelpPerson>;

export const ZHelpRequest = z.object({
  id: z.uuid(),
  status: ZHelpRequestStatus,
  text: z.string(),
  withWhom: z.string().nullable(),
  createdAt: z.string(),
  child: ZHelpPerson.extend({ age: z.number().int().nullable() }).nullable(),
  room: z
    .object({ id: z.uuid(), name: z.string().nullable(), kind: z.string(), members: z.array(ZHelpPerson) })
    .nullable(),
  transcript: z.array(ZHelpTranscriptMessage),
  handledBy: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type THelpRequest = z.infer<typeof ZHelpRequest>;

/** The responsible persons' queue: OPEN first, then IN_PROGRESS, each the longest-waiting on top; then the closed. */
export const ZHelpQueue = z.object({ results: z.array(ZHelpRequest), open: z.number().int() });
export type THelpQueue = z.infer<typeof ZHelpQueue>;

export const ZHelpCount = z.object({ count: z.number().int() });

export const ZHelpStatusChange = z.object({
  status: z.enum(['IN_PROGRESS', 'CLOSED'], { error: helpMessages.status }),
  note: z.string().trim().max(helpLimits.noteMax, helpMessages.noteTooLong).nullish(),
});
export type THelpStatusChange = z.input<typeof ZHelpStatusChange>;
export type THelpStatusChangeInput = z.output<typeof ZHelpStatusChange>;

export const ZHelpStatusChanged = z.object({ message: z.string(), request: ZHelpRequest });

export const ZSafeguardingResponsible = z.object({ responsible: z.boolean({ error: helpMessages.responsibleValue }) });
export const ZSafeguardingResponsibleChanged = z.object({ message: z.string(), responsible: z.boolean() });

export const ZHelpIdParams = z.object({ id: z.uuid({ error: helpMessages.requestNotFound }) });
