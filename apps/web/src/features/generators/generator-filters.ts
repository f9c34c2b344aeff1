import { foldText, requirementKey, requirementWithDescendants, type TGeneratorSummary } from '@zadania/shared';

export type TGeneratorFilters = { exam: string; requirement: string; search: string };
/** The generators of one section of an exam, in the catalogue's order. */
export type TGeneratorSection = { exam: TGeneratorSummary['exam']; section: string; generators: TGeneratorSummary[] };

/**
 * The generators that match the filters, grouped by exam and section: the exam, a requirement of the curriculum (the
 * generators carrying it or one below it, as /curriculum counts them), words of the title, section or codes.
 */
export function generatorSections(all: readonly TGeneratorSummary[], filters: TGeneratorFilters): TGeneratorSection[] {
  const below = filters.requirement ? new Set(requirementWithDescendants(filters.requirement)) : null;
  const words = foldText(filters.search.trim());
  const shown = all.filter(
    (generator) =>
      (!filters.exam || generator.exam === filters.exam) &&
      (!below || generator.requirements.some((requirement) => below.has(requirementKey(requirement)))) &&
      (!words ||
        foldText([generator.title, generator.section, ...generator.requirements.map((r) => r.code)].join(' ')).includes(
          words,
        )),
  );
  const sections = new Map<string, TGeneratorSection>();
  for (const generator of shown) {
    const key = `${generator.exam}\n${generator.section}`;
    const found = sections.get(key);
    if (found) found.generators.push(generator);
    else sections.set(key, { exam: generator.exam, section: generator.section, generators: [generator] });
  }
  return [...sections.values()];
}

/** The code of a requirement key ('PP2017:SP7-8.V' → 'SP7-8.V'). */
export const codeOfKey = (key: string) => key.slice(key.indexOf(':') + 1);
