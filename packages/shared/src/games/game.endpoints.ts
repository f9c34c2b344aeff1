import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZGame,
  ZGameCheckInput,
  ZGameCheckResult,
  ZGameIdParams,
  ZGameList,
  ZGameListQuery,
  ZGameSave,
} from './game.schemas';

/** Interactive exercises (issue 18; the spec names no paths, these are ours). */
export const gameEndpoints = defineEndpoints({
  list: get('/game', ZGameListQuery, ZGameList),
  get: withParams(get('/game/:id', ZGame), ZGameIdParams),
  create: post('/game', ZGameSave, ZGame),
  update: withParams(put('/game/:id', ZGameSave, ZGame), ZGameIdParams),
  remove: withParams(del('/game/:id', ZMessageResponse), ZGameIdParams),
  check: withParams(post('/game/:id/check', ZGameCheckInput, ZGameCheckResult), ZGameIdParams),
});
