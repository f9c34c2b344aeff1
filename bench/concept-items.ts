// npm run coverage:concepts: how many machine-checkable demo tasks (an open task's answer key, a closed task's
// right choice; not a paid solution) each concept of the demo content has, i.e. how much a practice session on it
// can offer (issue 36), and how many task generators serve it (issue 37: a concept with fewer than 3 tasks is
// practised with their variants). Prints a Markdown table, the fewest first; docs/learning.md holds its latest output.

import { listGenerators } from '../apps/api/src/modules/generators/generator-catalogue';
import { isProofTask } from '../apps/api/src/modules/homework/proof-tasks';
import { demoContent } from '../apps/api/src/seed/demo-content';

const checkable = demoContent.tasks.filter(
  (task) =>
    !('paidSolution' in task && task.paidSolution) &&
    // A proof is never practised, whatever its key (issue 57).
    !isProofTask(task) &&
    (task.answerKey || task.answers.some((answer) => answer.correct)),
);
const counts = new Map<string, number>();
for (const task of checkable) for (const slug of task.conceptSlugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
const used = new Set(demoContent.tasks.flatMap((task) => task.conceptSlugs));
const rows = demoContent.concepts
  .filter((concept) => used.has(concept.slug))
  .map((concept) => ({
    name: concept.name,
    slug: concept.slug,
    items: counts.get(concept.slug) ?? 0,
    generators: listGenerators().filter((generator) => generator.conceptSlugs.includes(concept.slug)).length,
  }))
  .sort((a, b) => a.items - b.items || a.name.localeCompare(b.name, 'pl'));

console.log(`| concept | slug | checkable tasks | generators |\n|---|---|---|---|`);
for (const row of rows) console.log(`| ${row.name} | \`${row.slug}\` | ${row.items} | ${row.generators} |`);
const few = rows.filter((row) => row.items < 3);
const stillFew = few.filter((row) => row.generators === 0).length;
console.log(
  `\n${checkable.length} checkable tasks of ${demoContent.tasks.length}; ${rows.length} concepts used, ${few.length} of them with fewer than 3 checkable tasks, ${stillFew} of those without a generator either.`,
);
