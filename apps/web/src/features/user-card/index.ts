// What other features use of user-card: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { UserHoverCard } from './UserHoverCard';
