import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZGame, ZGameCheckInput, ZGameCheckResult, ZGameList, ZGameListQuery, ZGameSave } from './game.schemas';

/** Interactive exercises (issue 18; the spec names no paths, these are ours). */
export const gameEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/game', query: ZGameListQuery, response: ZGameList },
  get: { method: 'GET', path: '/game/:id', response: ZGame },
  create: { method: 'POST', path: '/game', body: ZGameSave, response: ZGame },
  update: { method: 'PUT', path: '/game/:id', body: ZGameSave, response: ZGame },
  remove: { method: 'DELETE', path: '/game/:id', response: ZMessageResponse },
  check: { method: 'POST', path: '/game/:id/check', body: ZGameCheckInput, response: ZGameCheckResult },
});
