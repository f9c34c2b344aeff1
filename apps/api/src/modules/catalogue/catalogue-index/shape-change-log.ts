import type { TCatalogueChange, TCatalogueFeed } from './catalogue-feed';

/**
 * What a change of shape means to one holder of the catalogue: a task to put in place, a concept, type or exam whose
 * dictionary to read again, nothing, or a rebuild.
 */
export type TShapeChangeMeaning = 'task' | 'dictionaries' | 'ignore' | 'rebuild';

/** Tasks named by changes waiting to be put in place at the most; more are a rebuild's work. */
const maxWaitingTasks = 5000;
/** Entries kept at the most. */
const maxEntries = 2000;

type TEntry = { shape: number; taskIds: string[] | null; dictionaries: boolean };

/**
 * The changes of shape the feed read, each with the shape it moved the feed to, for a holder of the catalogue (the
 * snapshot, the word index) that puts changed tasks in place instead of loading everything again (issue 34).
 */
export function createShapeChangeLog(
  feed: Pick<TCatalogueFeed, 'subscribe' | 'position'>,
  meaningOf: (change: TCatalogueChange) => TShapeChangeMeaning,
) {
  let entries: TEntry[] = [];
  let waitingTasks = 0;
  /** Entries up to this shape were dropped unread. */
  let forgottenUpTo = 0;

  feed.subscribe((changes) => {
    const ofShape = changes.filter((change) => change.kind === 'shape');
    if (!ofShape.length) return;
    const meanings = ofShape.map(meaningOf);
    let taskIds: string[] | null = meanings.includes('rebuild')
      ? null
      : ofShape.flatMap((change, index) => (meanings[index] === 'task' && change.rowId ? [change.rowId] : []));
    waitingTasks += taskIds?.length ?? 0;
    if (waitingTasks > maxWaitingTasks) taskIds = null;
    entries.push({ shape: Number(feed.position().shape), taskIds, dictionaries: meanings.includes('dictionaries') });
    if (entries.length > maxEntries) {
      // A holder that does not catch up (a word index over its size limit): what it missed is a rebuild's work.
      forgottenUpTo = entries[entries.length - maxEntries / 2 - 1]!.shape;
      entries = entries.slice(-maxEntries / 2);
    }
  });

  return {
    /**
     * The tasks changed after shape `from` up to `to`, whether a dictionary changed, and the last shape among them:
     * undefined when nothing was read in between, null when a change only a rebuild reads is among them.
     */
    between(
      from: number,
      to: number,
    ): { reached: number; taskIds: string[]; dictionaries: boolean } | null | undefined {
      if (from < forgottenUpTo) return null;
      const waiting = entries.filter((entry) => entry.shape > from && entry.shape <= to);
      if (!waiting.length) return undefined;
      if (waiting.some((entry) => entry.taskIds === null)) return null;
      return {
        reached: waiting[waiting.length - 1]!.shape,
        taskIds: [...new Set(waiting.flatMap((entry) => entry.taskIds!))],
        dictionaries: waiting.some((entry) => entry.dictionaries),
      };
    },
    /** Marks what led up to `shape` as a rebuild's work (a change of tasks that could not be put in place). */
    needsRebuild(shape: number) {
      entries.push({ shape, taskIds: null, dictionaries: false });
    },
    /** Forgets what a holder of `shape` already holds. */
    forget(shape: number) {
      entries = entries.filter((entry) => entry.shape > shape);
      waitingTasks = entries.reduce((total, entry) => total + (entry.taskIds?.length ?? 0), 0);
    },
  };
}

/** The tables whose rows are the snapshot's dictionaries of concepts, task types and exams. */
export const dictionaryTables = ['math_concepts', 'homework_types', 'exams'];

/**
 * A task's change is put in place, and so is a concept's, a type's or an exam's (its dictionary read again); any
 * other change of shape (a bulk statement) rebuilds.
 */
export const tasksInPlace = (change: TCatalogueChange): TShapeChangeMeaning =>
  !change.rowId
    ? 'rebuild'
    : change.table === 'homeworks'
      ? 'task'
      : dictionaryTables.includes(change.table)
        ? 'dictionaries'
        : 'rebuild';
