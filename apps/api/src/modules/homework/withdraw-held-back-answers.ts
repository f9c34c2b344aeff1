import type { TDb } from '../../db/client';
import { createHomeworkAuthoringRepository } from './homework-authoring.repository';

/**
 * Takes the held-back open answers of paid solutions out of `search_text` written before it left them out (issue
 * 55): run after migrating, it rewrites only the rows whose text changes, so a second run reads and writes nothing.
 */
export async function withdrawHeldBackAnswersFromSearch(db: TDb) {
  const repository = createHomeworkAuthoringRepository(db);
  await repository.rebuildSearchText(await repository.findIdsWithHeldBackAnswer());
}
