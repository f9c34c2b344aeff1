import { sql } from 'drizzle-orm';
import { homeworks, mathConcepts } from '../../../db/schema';

/**
 * Proofs and other answers a machine cannot check (issue 57): a task is one when it is tagged with the concept
 * 'Dowód' (slug `dowod`), or its statement opens with "Wykaż", "Udowodnij" or "Uzasadnij" (after any markup).
 * Whatever its answer key says, such a task is never served in a practice session, and an answer to it is never
 * checked nor recorded (no attempt, no change of mastery). docs/learning.md.
 */
export const proofConceptSlug = 'dowod';

const proofOpening = /^\s*(Wykaż|Udowodnij|Uzasadnij)/u;

/** The statement as text: tags dropped, so `<p>Wykaż…` opens with "Wykaż". */
const statementText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

export function isProofTask(task: { description: string; conceptSlugs: readonly string[] }) {
  return task.conceptSlugs.includes(proofConceptSlug) || proofOpening.test(statementText(task.description));
}

/** The same rule in SQL, true for a proof task (on `homeworks`). */
export const proofTaskSql = sql`(regexp_replace(${homeworks.description}, '<[^>]*>', '', 'g') ~ ${proofOpening.source}
  or exists (select 1 from ${mathConcepts} where ${mathConcepts.slug} = ${proofConceptSlug}
    and ${mathConcepts.id} = any(${homeworks.conceptIds})))`;
