// What other features use of lti: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { MoodlePanel } from './MoodlePanel';
