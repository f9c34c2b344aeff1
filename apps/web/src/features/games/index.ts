// What other features use of games: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { formatGameNumber } from './game-format';
