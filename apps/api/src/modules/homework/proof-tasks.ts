import { sql } from 'drizzle-orm';
import { homeworks, mathConcepts } from '../../db/schema';

/**
 * Proofs and other answers a machine cannot check (issue 57): a task is one when it is tagged with the concept
 * 'Dowód' (slug `dowod`), or its statement opens with "Wykaż", "Udowodnij" or "Uzasadnij" (after any markup), or
 * says anywhere "wykaż, że", "udowodnij, że", "pokaż, że", "wykazać, że" or "udowodnić, że" ("Dany jest trójkąt ABC.
 * Wykaż, że…", "Należy udowodnić, że…").
 * Whatever its answer key says, such a task is never served in a practice session, and an answer to it is never
 * checked nor recorded (no attempt, no change of mastery). docs/learning.md.
 */
export const proofConceptSlug = 'dowod';

/** One pattern read the same by JavaScript and by PostgreSQL's regular expressions (no `\p{…}`, no flags). */
const proofWording =
  '^\\s*(Wykaż|Udowodnij|Uzasadnij)' +
  '|([Ww]ykaż|[Uu]dowodnij|[Pp]okaż|[Ww]ykazać|[Uu]dowodnić)\\s*,?\\s*(że|iż)([^a-zA-ZąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|$)';
const proofPattern = new RegExp(proofWording);

/** The statement as text: each tag a space, so `<p>Dany jest…</p><p>Wykaż…` has "Wykaż" open a sentence. */
const statementText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

export function isProofTask(task: { description: string; conceptSlugs: readonly string[] }) {
  return task.conceptSlugs.includes(proofConceptSlug) || proofPattern.test(statementText(task.description));
}

/** The same rule in SQL, true for a proof task (on `homeworks`). */
export const proofTaskSql = sql`(regexp_replace(${homeworks.description}, '<[^>]*>', ' ', 'g') ~ ${proofWording}
  or exists (select 1 from ${mathConcepts} where ${mathConcepts.slug} = ${proofConceptSlug}
    and ${mathConcepts.id} = any(${homeworks.conceptIds})))`;
