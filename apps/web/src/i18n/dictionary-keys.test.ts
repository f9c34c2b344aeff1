import { describe, expect, it } from 'vitest';
import { dictionarySources, plSource } from './dictionary-sources';
import { pl } from './pl';

/**
 * The dictionary against the keys the web sources use: (1) every key used exists, (2) every key is used.
 *
 * A key counts as used when the sources (tests, test kits and the dictionary files themselves left out) hold:
 * - a string literal that is a full key path: `t('a.b')`, `i18nKey="a.b"`, both sides of `t(x ? 'a.b' : 'a.c')`,
 *   the values of lookup tables (`{ newest: 'homeworks.sorts.newest' } as const`); a literal naming a branch
 *   (`'a.b'` when `a.b` holds `c` and `d`) uses every key under it;
 * - `t('a.b', { count })` where the dictionary has i18next's plural keys `a.b_one`, `a.b_few`, … (uses them all);
 * - a read of the dictionary object, `pl.a.b` or `pl.a.b[status]`: uses `a.b` and everything under it;
 * - a template literal, `t(`a.b.${x}`)`, which cannot be followed: its fixed head (`a.b.`) uses every key that
 *   starts with it. Heads in use when this test was written: answerCheck.hints, answerKeyEditor.kinds,
 *   catalogue.{conceptTypes,levels,solutionFormats,statuses}, commerce.payments.kinds,
 *   commerce.subscription.{features,statuses}, conceptChanges.statuses, concepts.tabs, courses.{nodeTypes,sorts,
 *   statuses}, exams.{levels,variants}, files.kinds, games.comparison.symbols, games.types, gamesAdmin.types,
 *   homeworkRequests.{offerStatuses,statuses,timeline}, homeworkTypeAdmin.actions, homeworkTypes.sorts,
 *   homeworks.filterGroups, jobs.names, moderation.reviewStatuses, profiles.roles, reports.admin.tabs,
 *   tutoring.subjects. A head that is a whole section (`t(`presence.${status}`)`) would hide a whole section,
 *   so those are listed with the keys they produce in `sectionTemplates` below.
 */

/** Templates whose fixed head is only a section name, with the keys each can produce (see the file named). */
const sectionTemplates: Record<string, readonly string[]> = {
  // features/presence/OnlineAvatar.tsx: t(`presence.${status}`) for every status but 'offline'.
  'presence.': ['presence.online', 'presence.busy'],
  // features/account/DeleteAccountSection.tsx: t(`security.${key}`) over `removedItems`.
  'security.': [
    'security.deleteAccountRemovesProfile',
    'security.deleteAccountRemovesPersonal',
    'security.deleteAccountRemovesPhone',
    'security.deleteAccountRemovesHomeworks',
    'security.deleteAccountRemovesReviews',
    'security.deleteAccountRemovesFiles',
  ],
  // features/profiles/ProfileRating.tsx: t(`profiles.${kind.key}`) over `kinds`.
  'profiles.': ['profiles.homeworks', 'profiles.courses', 'profiles.lectures'],
  // features/commerce/PaymentMethodRadios.tsx: t(`commerce.${words}.…`), worded by the checkout or an item's checkout.
  'commerce.': ['checkout', 'itemCheckout'].flatMap((words) =>
    ['method', 'online', 'onlineHint', 'demo', 'demoHint', 'manual', 'manualHint'].map(
      (key) => `commerce.${words}.${key}`,
    ),
  ),
  // features/homework-types/HomeworkTypeFormDialog.tsx: t(`homeworkTypeAdmin.${field}`) and its editor's label.
  'homeworkTypeAdmin.': ['description', 'formulas'].flatMap((field) => [
    `homeworkTypeAdmin.${field}`,
    `homeworkTypeAdmin.${field}Editor`,
  ]),
};

/**
 * Keys nothing uses today, kept on purpose (the product spec may still want them); the test fails when one of
 * them gets used or removed, so the list stays true. Remove a key here when you start using it.
 */
const knownUnused = [
  // Copies of @zadania/shared maps: the web app shows these through the shared constants themselves
  // (validationMessages, fileMessages, subjectLabels, schoolLevelLabels), not through `t()`.
  'validation.required',
  'validation.invalidFormat',
  'validation.passwordMin',
  'validation.passwordMax',
  'validation.passwordsDiffer',
  'validation.username',
  'validation.usernameMin',
  'validation.usernameMax',
  'validation.nameMin',
  'validation.nameMax',
  'validation.longTextMax',
  'validation.controlCharacters',
  'validation.noSpaces',
  'validation.consent',
  'validation.phone',
  'validation.postalCode',
  'validation.nip',
  'validation.bankAccount',
  'validation.number',
  'validation.priceMin',
  'validation.totpCode',
  'files.messages.tooManyFiles',
  'files.messages.singleFileOnly',
  'files.messages.invalidFormat',
  'files.messages.tooLarge',
  'files.messages.alreadyExists',
  'files.messages.failedTitle',
  'files.messages.failed',
  'files.messages.required',
  'files.messages.uploaded',
  'files.messages.notFound',
  'files.messages.fileMissing',
  'files.messages.spaceExceeded',
  'files.messages.invalidUrl',
  'files.messages.urlForbidden',
  'files.messages.urlFailed',
  'files.messages.mp4Processing',
  'files.messages.imageTooManyPixels',
  'files.messages.imageUnreadable',
  'files.messages.fieldsAfterFile',
  'files.messages.invalidId',
  'files.messages.linkExpired',
  'files.messages.rangeNotSatisfiable',
  'homeworkRequests.subjects.MATHS',
  'homeworkRequests.subjects.POLISH',
  'homeworkRequests.subjects.ENGLISH',
  'homeworkRequests.subjects.GERMAN',
  'homeworkRequests.subjects.FRENCH',
  'homeworkRequests.subjects.SPANISH',
  'homeworkRequests.subjects.ITALIAN',
  'homeworkRequests.subjects.BIOLOGY',
  'homeworkRequests.subjects.CHEMISTRY',
  'homeworkRequests.subjects.PHYSICS',
  'homeworkRequests.subjects.GEOGRAPHY',
  'homeworkRequests.subjects.HISTORY',
  'homeworkRequests.subjects.CIVICS',
  'homeworkRequests.subjects.COMPUTER_SCIENCE',
  'homeworkRequests.subjects.MUSIC',
  'homeworkRequests.levels.PRIMARY',
  'homeworkRequests.levels.HIGH_SCHOOL',
  'homeworkRequests.levels.UNIVERSITY',
  'homeworkRequests.levels.OTHER',
  // The plural forms of "results": only i18n/plural.test.ts reads them.
  'results.one',
  'results.few',
  'results.many',
  // Strings no source reads today.
  'app.tagline',
  'common.back',
  'common.sent',
  'common.success',
  'common.confirm',
  'common.or',
  'fields.role',
  'login.resent',
  'register.resend',
  'catalogue.level',
  'homeworkRating.heading',
  'homework.answers',
  'print.listPdf.close',
  'files.row.previewError',
  'files.video.title',
  'homeworkEditor.editTask',
  'conceptChanges.concept',
  'conceptChanges.previous',
  'conceptChanges.next',
  'conceptChanges.pageOf',
  'chat.navLabel',
  'chat.favorite',
  'chat.you',
  'chat.sendError',
  'chat.attachmentsError',
  'chat.moreActions',
  'commerce.cancel',
  'commerce.back',
  'commerce.checkout.toWallet',
  'commerce.wallet.open',
  'commerce.payments.details',
  'commerce.invoice.paid',
  'games.backToList',
  'games.checking',
  'games.comparison.result',
  'tutoring.bookings.lessonLink',
  'tutoring.calendar.event',
  'tutoring.lesson.time',
  'homeworkRequests.work.due',
  'reports.admin.reason',
  'reports.admin.disputesIntro',
  'reports.admin.disputesLink',
  'coursebooks.otherPublisher',
  'support.adminMenu',
  'support.centre.other',
  'support.admin.edit',
  'support.admin.delete',
  'support.admin.up',
  'support.admin.down',
  'support.admin.open',
  'notes.notFound',
  'courses.open',
  'courses.ownCourse',
  'courses.player.markUndone',
  'courses.joined',
  'courseEditor.form.status',
  'courseEditor.node.searching',
];

/** Every leaf key path of the dictionary ('a.b.c'; array items as 'a.b.0'). */
function leafKeys(node: unknown, path = ''): string[] {
  if (typeof node === 'string') return [path];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, path ? `${path}.${key}` : key),
  );
}

/** Every branch key path of the dictionary (the objects and arrays under the root). */
function branchKeys(node: unknown, path = ''): string[] {
  if (typeof node === 'string') return [];
  const own = path ? [path] : [];
  return own.concat(
    Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
      branchKeys(value, path ? `${path}.${key}` : key),
    ),
  );
}

const leaves = leafKeys(pl);
const leafSet = new Set(leaves);
const branches = new Set(branchKeys(pl));
const sections = new Set(Object.keys(pl));
const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The leaves a key path names: itself, its i18next plural forms, or everything under a branch. */
function keysNamed(path: string): string[] {
  if (leafSet.has(path)) return [path];
  if (branches.has(path)) return leaves.filter((key) => key.startsWith(`${path}.`));
  return pluralForms.map((form) => `${path}_${form}`).filter((key) => leafSet.has(key));
}

/** The web sources that may use keys: no tests, test kits or fixtures, and not the dictionary files themselves. */
const sources = dictionarySources;

/** A quoted string that has the shape of a key path: 'a.b', "a.b.c" or `a.b` (no substitutions). */
const keyLiteral = /(['"`])([a-zA-Z_]\w*(?:\.[a-zA-Z_]\w*)+)\1/g;
/** `t('…'` or `t("…"` (also `i18next.t(`), and `i18nKey="…"` / `i18nKey={'…'}`. */
const translateCall = /\bt\(\s*(['"])([^'"\n]+)\1|\bi18nKey=\{?\s*(['"])([^'"\n]+)\3/g;
/** The fixed head of a template literal key: t(`a.b.${…}`). */
const templateKey = /(?:\bt\(\s*|\bi18nKey=\{\s*)`([^`$]*)\$\{/g;
/** A read of a section's object: `tutoringPl.a.b…` (the section 'tutoring'), or `corePl.toasts.a…`. */
const dictionaryRead = /\b(\w+Pl)((?:\.[a-zA-Z_$][\w$]*)+)/g;
/** Each section's object, as pl.ts names it (`tutoring: tutoringPl`); corePl holds the core sections by name. */
const sectionOfObject = new Map<string, string>([
  ['corePl', ''],
  ...[...plSource.matchAll(/^ {2}(\w+): (\w+Pl),$/gm)].map(
    ([, section, object]) => [object!, section!] as [string, string],
  ),
]);

function scan() {
  const used = new Set<string>();
  const missing = new Set<string>();
  const templateHeads = new Map<string, string[]>();
  const use = (path: string, where: string) => {
    const keys = keysNamed(path);
    for (const key of keys) used.add(key);
    if (keys.length === 0) missing.add(`${path} (${where})`);
  };
  for (const { file, text } of sources) {
    for (const [, , path] of text.matchAll(keyLiteral)) {
      // Only a literal that starts with a section name claims to be a key ('address.street' is a form path).
      if (sections.has(path!.split('.')[0]!)) use(path!, file);
    }
    for (const match of text.matchAll(translateCall)) use((match[2] ?? match[4])!, file);
    for (const [, head] of text.matchAll(templateKey)) {
      templateHeads.set(head!, [...(templateHeads.get(head!) ?? []), file]);
      const declared = sectionTemplates[head!];
      if (declared) {
        for (const key of declared) use(key, `sectionTemplates, ${file}`);
      } else if (sections.has(head!.replace(/\.$/, '')) || !head!.includes('.')) {
        missing.add(`t(\`${head}\${…}\`) in ${file}: declare its keys in sectionTemplates`);
      } else {
        const keys = leaves.filter((key) => key.startsWith(head!));
        for (const key of keys) used.add(key);
        if (keys.length === 0) missing.add(`t(\`${head}\${…}\`) (${file})`);
      }
    }
    for (const [, object, members] of text.matchAll(dictionaryRead)) {
      const section = sectionOfObject.get(object!);
      if (section === undefined) continue;
      {
        // tutoringPl.a.b.replace(…): stop at the first string; the rest are its methods.
        const parts = [...(section ? [section] : []), ...members!.slice(1).split('.')];
        let path = '';
        for (const part of parts) {
          path = path ? `${path}.${part}` : part;
          if (leafSet.has(path) || !branches.has(path)) break;
        }
        use(path, file);
      }
    }
  }
  return { used, missing: [...missing], templateHeads };
}

describe('the Polish dictionary keys', () => {
  const { used, missing, templateHeads } = scan();

  it('finds the web sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some(({ file }) => file === 'features/notes/NotesPage.tsx')).toBe(true);
  });

  it('has every key the sources use', () => {
    expect(missing).toEqual([]);
  });

  it('uses every key, but the known unused ones', () => {
    const unused = leaves.filter((key) => !used.has(key));
    expect(unused.filter((key) => !knownUnused.includes(key))).toEqual([]);
  });

  it('lists only keys that exist and are still unused as known unused', () => {
    expect(knownUnused.filter((key) => !leafSet.has(key))).toEqual([]);
    expect(knownUnused.filter((key) => used.has(key))).toEqual([]);
  });

  it('declares only section templates that exist, with existing keys', () => {
    expect(Object.keys(sectionTemplates).filter((head) => !templateHeads.has(head))).toEqual([]);
    expect(Object.values(sectionTemplates).flatMap((keys) => keys.filter((key) => !leafSet.has(key)))).toEqual([]);
  });
});
