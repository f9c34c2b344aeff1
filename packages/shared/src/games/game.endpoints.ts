import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZGame, ZGameCheckInput, ZGameCheckResult, ZGameList, ZGameListQuery, ZGameSave } from './game.schemas';

/** Interactive exercises (issue 18; the spec names no paths, these are ours). */
export const gameEndpoints = defineEndpoints({
  list: get('/game', ZGameListQuery, ZGameList),
  get: get('/game/:id', ZGame),
  create: post('/game', ZGameSave, ZGame),
  update: put('/game/:id', ZGameSave, ZGame),
  remove: del('/game/:id', ZMessageResponse),
  check: post('/game/:id/check', ZGameCheckInput, ZGameCheckResult),
});
