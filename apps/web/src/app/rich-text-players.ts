import { registerInteractivePlayer } from '../lib/rich-text/interactive-player';

// An interactive exercise embedded in rich text plays in the games feature's player.
registerInteractivePlayer(() => import('../features/games/GamePlayer').then((module) => module.GamePlayer));
