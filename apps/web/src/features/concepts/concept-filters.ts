import { type TMathConceptType, type TSubject, ZSubject } from '@zadania/shared';

/** The concept-list tabs, in order; the first is the default. */
export const conceptTabs = ['DOMAIN', 'THEOREM', 'DEFINITION', 'TAG'] as const satisfies readonly TMathConceptType[];
export type TConceptTab = (typeof conceptTabs)[number];

/** The task-list filter that lists the tasks of a concept of the given type. */
export const conceptTaskFilterKeys = {
  DOMAIN: 'domainsIds',
  THEOREM: 'theoremsIds',
  DEFINITION: 'definitionsIds',
  TAG: 'tagsIds',
  HOMEWORK_TYPE: 'typesIds',
} as const satisfies Record<TMathConceptType, string>;

/** The subject chosen in the address, or none (every subject's concepts). */
export function parseConceptSubject(value: string | null): TSubject | undefined {
  const parsed = ZSubject.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function parseConceptTab(value: string | null): TConceptTab {
  return (conceptTabs as readonly string[]).includes(value ?? '') ? (value as TConceptTab) : conceptTabs[0];
}
