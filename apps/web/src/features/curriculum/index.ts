// What other features use of curriculum: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { curriculumApi, curriculumKeys } from './curriculum-api';
export { LazyRequirementsSection } from './LazyRequirementsSection';
