import type { TMathConceptType } from '../enums';
import { cataloguePolicy } from './catalogue.policy';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** What the rules of a concept read: its type (or the type one means to create). */
export type TMathConceptResource = { type: TMathConceptType | string };

export const mathConceptPolicy = definePolicy<TMathConceptResource>()({
  /** docs/product-spec.md section 5: only ADMIN creates DOMAIN concepts; anyone signed in definitions, theorems and tags. */
  create: (viewer, concept) =>
    !!viewer && (concept.type === 'DOMAIN' ? isAdmin(viewer) : ['DEFINITION', 'THEOREM', 'TAG'].includes(concept.type)),
  /** The article, name and aliases ('Edytuj artykuł'): ADMIN (section 6: management of concepts). */
  update: (viewer) => cataloguePolicy.manageMathConcepts(viewer),
  delete: (viewer) => cataloguePolicy.manageMathConcepts(viewer),
  /** Anyone signed in proposes a change ('Zaproponuj zmianę'); ADMIN edits directly instead. */
  propose: (viewer) => !!viewer,
  /** Proposed changes of this concept are seen and decided by ADMIN. */
  reviewChanges: (viewer) => cataloguePolicy.reviewConceptChanges(viewer),
});
