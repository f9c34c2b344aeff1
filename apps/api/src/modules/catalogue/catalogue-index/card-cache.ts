import type { TCatalogueChange, TCatalogueFeed } from './catalogue-feed';

/** Tables whose changes name a task (the row id is the task's): only that task's card is read again. */
const taskTables = new Set(['homeworks', 'homework_answers', 'solution_steps', 'homework_concepts', 'homework_exams']);
/** Tables whose names and labels many cards show: a change there drops every card. */
const labelTables = new Set(['math_concepts', 'homework_types']);

export type TCardCacheOptions<TCard> = {
  /** Cards kept at the most; the ones read longest ago go first. */
  maxEntries: number;
  /** How long a card is served: what the feed does not name (an author's display name) shows within this. */
  ttlMs: number;
  /** The card with a rating the feed read applied. */
  withRating: (card: TCard, change: Pick<TCatalogueChange, 'ratingsAvg' | 'ratingsCount'>) => TCard;
  now?: () => number;
};

/**
 * This node's public task cards by id, kept current by the catalogue's change feed: a rating is applied in
 * place, a change to a task drops its card, a renamed concept or type drops them all. A cold list of the
 * snapshot then reads no card from the database once its tasks have been shown (issue 34: on PGlite every
 * statement runs in the API's own thread). A card read while the feed brought a change is served but not kept,
 * so a read that raced a change is never stored over it.
 */
export function createCardCache<TCard>(feed: Pick<TCatalogueFeed, 'subscribe'>, options: TCardCacheOptions<TCard>) {
  const now = options.now ?? Date.now;
  const cards = new Map<string, { card: TCard; expiresAt: number }>();
  /** Moves with every batch of changes the feed reads. */
  let changesSeen = 0;

  feed.subscribe((changes) => {
    changesSeen += 1;
    for (const change of changes) {
      if (change.rowId === null || labelTables.has(change.table) || change.table === '*') {
        cards.clear();
        return;
      }
      if (!taskTables.has(change.table)) continue;
      const held = cards.get(change.rowId);
      if (!held) continue;
      if (change.kind === 'rating' && change.ratingsAvg !== null) {
        held.card = options.withRating(held.card, change);
      } else cards.delete(change.rowId);
    }
  });

  return {
    /** The cards of `ids` (those `read` finds), from memory where held, the rest read in one call and kept. */
    async get(ids: string[], read: (missing: string[]) => Promise<Map<string, TCard>>): Promise<Map<string, TCard>> {
      const found = new Map<string, TCard>();
      const missing: string[] = [];
      const at = now();
      for (const id of ids) {
        const held = cards.get(id);
        if (held && held.expiresAt > at) found.set(id, held.card);
        else missing.push(id);
      }
      if (!missing.length) return found;
      const changesBefore = changesSeen;
      const fresh = await read(missing);
      const keep = changesSeen === changesBefore;
      const expiresAt = now() + options.ttlMs;
      for (const [id, card] of fresh) {
        found.set(id, card);
        if (!keep) continue;
        cards.delete(id);
        cards.set(id, { card, expiresAt });
        if (cards.size > options.maxEntries) cards.delete(cards.keys().next().value!);
      }
      return found;
    },
    get size() {
      return cards.size;
    },
  };
}
