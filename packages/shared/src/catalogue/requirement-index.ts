import { curriculumCrosswalk, curriculumSystems } from '../curriculum';
import { parseRequirementKey, requirementKey, type TRequirementRef } from './requirement.schemas';

/*
 * The requirements of the shared curriculum data, indexed. Kept apart from the schemas so that a page validating a
 * `requirements` filter does not carry the curriculum's texts in its bundle: the server says whether a key exists.
 */

type TIndexedRequirement = { system: string; code: string; text: string; stage: string; parentCode: string | null };

let index: { byKey: Map<string, TIndexedRequirement>; children: Map<string, string[]> } | undefined;

/** The requirements by key and their children, built once from the shared curriculum data. */
function requirementIndex() {
  if (index) return index;
  const byKey = new Map<string, TIndexedRequirement>();
  const children = new Map<string, string[]>();
  for (const system of curriculumSystems) {
    for (const requirement of system.requirements) {
      const key = requirementKey({ system: system.code, code: requirement.code });
      byKey.set(key, { system: system.code, ...requirement, parentCode: requirement.parentCode ?? null });
      if (requirement.parentCode) {
        const parentKey = requirementKey({ system: system.code, code: requirement.parentCode });
        children.set(parentKey, [...(children.get(parentKey) ?? []), key]);
      }
    }
  }
  index = { byKey, children };
  return index;
}

export const findRequirement = (key: string) => requirementIndex().byKey.get(key);

export const isKnownRequirementKey = (key: string) => requirementIndex().byKey.has(key);

/** The key itself and every requirement below it (a section stands for its requirements). */
export function requirementWithDescendants(key: string): string[] {
  const { children } = requirementIndex();
  const found: string[] = [];
  const pending = [key];
  while (pending.length) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...(children.get(next) ?? []));
  }
  return found;
}

/** The keys a `requirements` filter matches: each chosen requirement and those below it. */
export const expandRequirementFilter = (keys: readonly string[]) => [
  ...new Set(keys.flatMap((key) => requirementWithDescendants(key))),
];

/** A facet option's label: the code and the requirement's wording. */
export function requirementFacetLabel(key: string) {
  const requirement = findRequirement(key);
  return requirement ? `${requirement.code} ${requirement.text}` : key;
}

/** Requirements linked to this one by the crosswalk, either way (the same skill in the other system). */
export function crosswalkPartners(key: string): string[] {
  return curriculumCrosswalk.flatMap((link) => (link.from === key ? [link.to] : link.to === key ? [link.from] : []));
}

/** Stored keys back to references (keys of requirements since withdrawn from the data are left out). */
export const toRequirementRefs = (keys: readonly string[]): TRequirementRef[] =>
  keys.filter(isKnownRequirementKey).map((key) => parseRequirementKey(key)!);
