import { type THomeworkType, type TMathConceptType, ZHomeworkTypeSave } from '@zadania/shared';

export type TLinkedConcept = { id: string; name: string; type: TMathConceptType };

export type THomeworkTypeFormValues = {
  name: string;
  slug: string;
  description: string;
  formulas: string;
  parentId: string | null;
  concepts: TLinkedConcept[];
};

export type THomeworkTypeFormErrors = Partial<Record<keyof THomeworkTypeFormValues, string>>;

export const emptyHomeworkTypeForm: THomeworkTypeFormValues = {
  name: '',
  slug: '',
  description: '',
  formulas: '',
  parentId: null,
  concepts: [],
};

/** The form's values of an existing type; its concepts come resolved (the type carries only ids). */
export function formValuesOf(type: THomeworkType, concepts: TLinkedConcept[]): THomeworkTypeFormValues {
  return {
    name: type.name,
    slug: type.slug,
    description: type.description ?? '',
    formulas: type.formulas ?? '',
    parentId: type.parentId,
    concepts,
  };
}

const conceptField = {
  DOMAIN: 'domainsIds',
  THEOREM: 'theoremsIds',
  DEFINITION: 'definitionsIds',
  TAG: 'tagsIds',
} as const;

/** An editor left empty reports an empty paragraph; that is no content. */
const normalizeRich = (html: string) => (html.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : html);

/**
 * Validates with the shared contract and builds the request body; linked concepts are split by their kind
 * (task-type concepts cannot be linked). Errors are keyed by form field.
 */
export function validateHomeworkTypeForm(
  values: THomeworkTypeFormValues,
): { ok: true; body: ReturnType<typeof ZHomeworkTypeSave.parse> } | { ok: false; errors: THomeworkTypeFormErrors } {
  const ids = {
    domainsIds: [] as string[],
    theoremsIds: [] as string[],
    definitionsIds: [] as string[],
    tagsIds: [] as string[],
  };
  for (const concept of values.concepts) {
    if (concept.type !== 'HOMEWORK_TYPE') ids[conceptField[concept.type]].push(concept.id);
  }
  const description = normalizeRich(values.description);
  const formulas = normalizeRich(values.formulas);
  const parsed = ZHomeworkTypeSave.safeParse({
    name: values.name,
    slug: values.slug.trim() || undefined,
    description: description || null,
    formulas: formulas || null,
    parentId: values.parentId,
    ...ids,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: THomeworkTypeFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = (key.endsWith('Ids') ? 'concepts' : key) as keyof THomeworkTypeFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
