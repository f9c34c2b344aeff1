// What other features use of coursebooks: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { HomeworkBookPlace } from './HomeworkBookPlace';
