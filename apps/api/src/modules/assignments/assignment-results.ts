import {
  markFor,
  noWorkMarkLabel,
  parseRequirementKey,
  percentOf,
  readableTitle,
  requirementText,
  type TAssignmentResults,
  type TMarkBands,
  type TResultsCell,
} from '@zadania/shared';

type TItem = {
  position: number;
  kind: 'HOMEWORK' | 'GENERATOR' | 'MOCK' | 'GOAL';
  title: string;
  maxPoints: number;
  requirements: string[];
  conceptIds: string[];
  /** As the teacher set it (0–30); null: the default (`effectiveWeights`). */
  weight: number | null;
};
type TPupil = { id: string; username: string; name: string; registerNumber: number | null };
type TAnswer = {
  userId: string;
  position: number;
  correct: boolean;
  late: boolean;
  timeMs: number | null;
  createdAt: Date;
};
type TWindow = { userId: string; joinedAt: Date | null; leftAt: Date | null };
type TBreakdown = ReadonlyMap<string, { points: number; maxPoints: number }>;
type TCell = TResultsCell & { breakdown?: TBreakdown };

/**
 * An item scored outside the assignment's answers (a mock paper from its attempts, a goal from the student model):
 * its points, attempts and lateness, and optionally its points per requirement.
 */
export type TScoredCell = {
  points: number;
  attempts: number;
  late: boolean;
  timeMs: number | null;
  breakdown?: TBreakdown;
};

/**
 * Whether a teacher may see this answer: given while its pupil was in the class (from admission until leaving; a
 * pupil who left and came back has several windows).
 */
export const withinMembership = (answer: Pick<TAnswer, 'userId' | 'createdAt'>, windows: readonly TWindow[]) =>
  windows.some(
    (window) =>
      window.userId === answer.userId &&
      window.joinedAt !== null &&
      answer.createdAt >= window.joinedAt &&
      (window.leftAt === null || answer.createdAt < window.leftAt),
  );

/** Average of points over maximum per key (a requirement or a concept), weakest first. */
function byKey(items: readonly TItem[], cells: readonly TCell[], keysOf: (item: TItem) => readonly string[]) {
  const totals = new Map<string, { points: number; max: number }>();
  const keysAt = new Map(items.map((item) => [item.position, keysOf(item)]));
  for (const cell of cells) {
    for (const key of keysAt.get(cell.position) ?? []) {
      const total = totals.get(key) ?? { points: 0, max: 0 };
      // A mock paper counts each requirement by the points of its own items when the attempt says so.
      const part =
        cell.breakdown?.get(key) ?? (cell.breakdown ? null : { points: cell.points, maxPoints: cell.maxPoints });
      if (!part) continue;
      total.points += part.points;
      total.max += part.maxPoints;
      totals.set(key, total);
    }
  }
  return [...totals]
    .map(([key, { points, max }]) => ({ key, percent: percentOf(points, max) }))
    .sort((a, b) => a.percent - b.percent || a.key.localeCompare(b.key));
}

/**
 * The weight each item counts with, by position: as the teacher set it (0 leaves it out), else 1, and for a mock paper
 * the other items' weights together (1 when it stands alone), so a 30-point paper counts as much as the rest of the
 * assignment instead of drowning four right answers.
 */
export function effectiveWeights(items: readonly Pick<TItem, 'position' | 'kind' | 'weight'>[]): Map<number, number> {
  const isDefaultMock = (item: Pick<TItem, 'kind' | 'weight'>) => item.kind === 'MOCK' && item.weight === null;
  const others = items.filter((item) => !isDefaultMock(item)).reduce((sum, item) => sum + (item.weight ?? 1), 0);
  return new Map(
    items.map((item) => [item.position, isDefaultMock(item) ? Math.max(others, 1) : (item.weight ?? 1)] as const),
  );
}

/**
 * A pupil's weighted percentage: each counted item's share of its points times its weight, over the weights, one
 * decimal place (0 when no item counts).
 */
export function weightedPercent(
  cells: readonly Pick<TResultsCell, 'position' | 'points' | 'maxPoints'>[],
  weights: ReadonlyMap<number, number>,
): number {
  let total = 0;
  let share = 0;
  for (const cell of cells) {
    const weight = weights.get(cell.position) ?? 0;
    if (weight === 0 || cell.maxPoints === 0) continue;
    total += weight;
    share += (weight * cell.points) / cell.maxPoints;
  }
  return total > 0 ? Math.round((share * 1000) / total) / 10 : 0;
}

/**
 * The mark a teacher would write: none before the due date (the percentage so far only); after it 'nb' for a pupil
 * who handed in nothing (never a 1), else the class's bands.
 */
export function proposedMark(
  percent: number,
  facts: { noWork: boolean; due: boolean },
  bands: TMarkBands,
): { mark: number | null; label: string | null } {
  if (!facts.due) return { mark: null, label: null };
  if (facts.noWork) return { mark: null, label: noWorkMarkLabel };
  return markFor(percent, bands.minimums, bands.signs);
}

/**
 * The results of an assignment from its items, pupils and answers: every pupil × item cell (1 point when some
 * visible attempt was right), the class's result per requirement and per concept (weakest first) and a proposed mark
 * per pupil from the class's bands. Answers outside the pupil's membership windows are left out.
 */
export function computeResults(input: {
  items: readonly TItem[];
  pupils: readonly TPupil[];
  answers: readonly TAnswer[];
  windows: readonly TWindow[];
  bands: TMarkBands;
  conceptNames: ReadonlyMap<string, string>;
  /** Items scored outside the answers (MOCK, GOAL), by `userId:position`; absent: nothing done yet. */
  scoredCells?: ReadonlyMap<string, TScoredCell>;
  /** Whether the due date has passed: marks are proposed only then. */
  due: boolean;
}): Omit<TAssignmentResults, 'assignment'> {
  const { items, pupils, bands } = input;
  const visible = input.answers.filter((answer) => withinMembership(answer, input.windows));
  const byCell = new Map<string, TAnswer[]>();
  for (const answer of visible) {
    const key = `${answer.userId}:${answer.position}`;
    byCell.set(key, [...(byCell.get(key) ?? []), answer]);
  }
  const cells: TCell[] = pupils.flatMap((pupil) =>
    items.map((item): TCell => {
      if (item.kind === 'MOCK' || item.kind === 'GOAL') {
        const scored = input.scoredCells?.get(`${pupil.id}:${item.position}`);
        return {
          userId: pupil.id,
          position: item.position,
          maxPoints: item.maxPoints,
          points: scored?.points ?? 0,
          attempts: scored?.attempts ?? 0,
          late: scored?.late ?? false,
          timeMs: scored?.timeMs ?? null,
          ...(scored?.breakdown && { breakdown: scored.breakdown }),
        };
      }
      const answers = byCell.get(`${pupil.id}:${item.position}`) ?? [];
      const times = answers.map((answer) => answer.timeMs).filter((time): time is number => time !== null);
      return {
        userId: pupil.id,
        position: item.position,
        points: answers.some((answer) => answer.correct) ? item.maxPoints : 0,
        maxPoints: item.maxPoints,
        attempts: answers.length,
        late: answers.some((answer) => answer.late),
        timeMs: times.length > 0 ? times.reduce((sum, time) => sum + time, 0) : null,
      };
    }),
  );
  const maxPoints = items.reduce((sum, item) => sum + item.maxPoints, 0);
  const weights = effectiveWeights(items);
  const marks = pupils.map((pupil) => {
    const own = cells.filter((cell) => cell.userId === pupil.id);
    const points = own.reduce((sum, cell) => sum + cell.points, 0);
    const percent = weightedPercent(own, weights);
    const noWork = own.every((cell) => cell.attempts === 0);
    return {
      userId: pupil.id,
      points,
      maxPoints,
      percent,
      ...proposedMark(percent, { noWork, due: input.due }, bands),
      noWork,
    };
  });
  const byRequirement = byKey(items, cells, (item) => item.requirements).flatMap(({ key, percent }) => {
    const ref = parseRequirementKey(key);
    return ref ? [{ ...ref, text: requirementText(ref.system, ref.code), percent }] : [];
  });
  const byConcept = byKey(items, cells, (item) => item.conceptIds).flatMap(({ key, percent }) => {
    const name = input.conceptNames.get(key);
    return name ? [{ conceptId: key, name, percent }] : [];
  });
  return {
    pupils: pupils.map(({ id, username, name, registerNumber }) => ({ id, username, name, registerNumber })),
    items: items.map(({ position, kind, title, requirements, maxPoints: itemMax }) => ({
      position,
      kind,
      title: readableTitle(title),
      maxPoints: itemMax,
      weight: weights.get(position) ?? 1,
      requirements: requirements.flatMap((key) => {
        const ref = parseRequirementKey(key);
        return ref ? [ref] : [];
      }),
    })),
    cells: cells.map(({ breakdown: _, ...cell }) => cell),
    byRequirement,
    byConcept,
    marks,
    markBands: bands,
  };
}

/** A number the Polish way: a decimal comma. */
const polishNumber = (value: number) => String(value).replace('.', ',');

/**
 * One CSV field: a value a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) gets a
 * leading apostrophe; a value with the separator, a quote or a line break is quoted.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The results as a Polish spreadsheet opens them: UTF-8 with a BOM, `;` between fields, CRLF line ends, a decimal
 * comma; one row per pupil (by register number, then name) with the points of each item (empty: not answered), the
 * sum, the weighted percentage, the proposed mark ('nb' for no work after the due date; empty before it) and the
 * numbers of the items answered after the due date. Items are headed by their number and readable title.
 */
export function resultsCsv(results: Omit<TAssignmentResults, 'assignment'>): string {
  const header = [
    'Nr',
    'Uczeń',
    'Login',
    ...results.items.map((item) => `${item.position}. ${item.title}`),
    'Punkty',
    'Procent',
    'Ocena',
    'Po terminie',
  ];
  const cellAt = new Map(results.cells.map((cell) => [`${cell.userId}:${cell.position}`, cell]));
  const rows = results.pupils.map((pupil) => {
    const mark = results.marks.find((entry) => entry.userId === pupil.id)!;
    const cells = results.items.map((item) => cellAt.get(`${pupil.id}:${item.position}`));
    return [
      pupil.registerNumber === null ? '' : String(pupil.registerNumber),
      pupil.name,
      pupil.username,
      ...cells.map((cell) => (cell && cell.attempts > 0 ? String(cell.points) : '')),
      String(mark.points),
      polishNumber(mark.percent),
      mark.label ?? '',
      cells.flatMap((cell) => (cell?.late ? [String(cell.position)] : [])).join(', '),
    ];
  });
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

const polishLetters: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** A file name safe in any header and file system: 'wyniki-praca-klasowa-8b.csv'. */
export function resultsFileName(title: string, className: string) {
  const slug = `${title} ${className}`
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => polishLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `wyniki-${slug || 'zadanie'}.csv`;
}
