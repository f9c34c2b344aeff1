import type { TCrosswalkLink } from './curriculum.types';

/*
 * PP2017 → KJ2026 links, each supported by a published correspondence or an identical wording. None yet: no
 * Kompas Jutra mathematics outcome is in the data (see kompas-jutra.ts and docs/curriculum.md).
 */
export const crosswalkLinks: readonly TCrosswalkLink[] = [];
