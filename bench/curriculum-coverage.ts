// npm run coverage:curriculum (issue 37): per requirement of what the egzamin ósmoklasisty (klasy IV–VIII) and the
// basic matura (liceum, zakres podstawowy) examine, how many demo tasks (tagged as npm start tags them, from their
// concepts), mock-paper items and task generators practise it, and the share covered by at least one. A section
// counts what its requirements carry. General requirements (cele kształcenia, `.G.`) are left out: every task
// serves them. Prints Markdown; the README quotes its summary.
import { curriculumSystems, requirementKey, requirementWithDescendants } from '@zadania/shared';
import { listGenerators } from '../apps/api/src/modules/generators/generator-catalogue';
import { demoContent } from '../apps/api/src/seed/demo-content';
import { demoConceptRequirements } from '../apps/api/src/seed/demo-content/concept-requirements';
import { mockPapers } from '../apps/api/src/seed/demo-content/mock-exams';

const system = curriculumSystems.find((candidate) => candidate.code === 'PP2017')!;
const exams = [
  { name: 'Egzamin ósmoklasisty (klasy IV–VIII)', stages: ['SP4-6', 'SP7-8'] },
  { name: 'Matura, poziom podstawowy', stages: ['LO-P'] },
];

const taskKeys = demoContent.tasks.map((task) => {
  const prefix = task.level === 'PRIMARY' ? 'SP' : 'LO';
  return new Set(
    task.conceptSlugs.flatMap((slug) =>
      (demoConceptRequirements[slug] ?? []).filter((code) => code.startsWith(prefix)).map((code) => `PP2017:${code}`),
    ),
  );
});
const itemKeys = mockPapers.flatMap((paper) =>
  paper.items.map((item) => new Set(item.requirements.map(requirementKey))),
);
const generatorKeys = listGenerators().map((generator) => new Set(generator.requirements.map(requirementKey)));

const countCarrying = (sets: Set<string>[], below: Set<string>) =>
  sets.filter((keys) => [...keys].some((key) => below.has(key))).length;

for (const exam of exams) {
  const requirements = system.requirements.filter(
    (requirement) =>
      exam.stages.includes(requirement.stage) && !requirement.code.includes('.G.') && !requirement.code.endsWith('.G'),
  );
  console.log(`\n### ${exam.name}\n\n| requirement | tasks | mock items | generators |\n|---|---|---|---|`);
  let covered = 0;
  for (const requirement of requirements) {
    const below = new Set(requirementWithDescendants(requirementKey({ system: system.code, code: requirement.code })));
    const tasks = countCarrying(taskKeys, below);
    const items = countCarrying(itemKeys, below);
    const generators = countCarrying(generatorKeys, below);
    if (tasks + items + generators > 0) covered += 1;
    const label =
      requirement.parentCode === null
        ? `**${requirement.code}** ${requirement.text}`
        : `${requirement.code} ${requirement.text}`;
    console.log(`| ${label} | ${tasks} | ${items} | ${generators} |`);
  }
  const share = requirements.length ? Math.round((100 * covered) / requirements.length) : 0;
  console.log(
    `\n${covered} of ${requirements.length} requirements in the data covered by at least one task, item or generator (${share} %).`,
  );
}
console.log(
  '\nThe curriculum data holds only the texts that could be sourced here (docs/curriculum.md): requirements missing from it are not counted.',
);
