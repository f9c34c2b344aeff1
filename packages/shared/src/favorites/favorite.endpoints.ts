import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZFavorite,
  ZFavoriteDetail,
  ZFavoriteHomeworkBody,
  ZFavoriteList,
  ZFavoriteListQuery,
  ZFavoritePdfQueued,
  ZFavoritePdfRequest,
  ZFavoriteSave,
  ZFavoriteSaved,
  ZFavoriteTarget,
  ZFavoriteTargetQuery,
  ZFavoriteToggled,
  ZReorderFavoriteHomeworks,
} from './favorite.schemas';

/** docs/product-spec.md section 7 "Favorites": the signed-in account's lists; creating and adding are Premium. */
export const favoriteEndpoints = defineEndpoints({
  create: post('/favorite', ZFavoriteSave, ZFavoriteSaved),
  update: put('/favorite/:id', ZFavoriteSave, ZFavoriteSaved),
  list: get('/favorite', ZFavoriteListQuery, ZFavoriteList),
  target: get('/favorite/target', ZFavoriteTargetQuery, ZFavoriteTarget),
  hidden: get('/favorite/hidden', ZFavorite),
  solved: get('/favorite/solved', ZFavorite),
  detail: get('/favorite/:id', ZFavoriteDetail),
  remove: del('/favorite/:id', ZMessageResponse),
  addHomework: post('/favorite/:favoriteId/homework', ZFavoriteHomeworkBody, ZFavoriteSaved),
  removeHomework: del('/favorite/:favoriteId/homework', ZFavoriteHomeworkBody, ZFavoriteSaved),
  toggleHidden: put('/favorite/homework/hide', ZFavoriteHomeworkBody, ZFavoriteToggled),
  toggleSolved: put('/favorite/homework/solved', ZFavoriteHomeworkBody, ZFavoriteToggled),
  reorder: put('/favorite/reorder-homeworks', ZReorderFavoriteHomeworks, ZFavoriteSaved),
  /** Queues the list's PDF; the file arrives by PdfReady {pdfId, url} on the requester's sockets (or PdfError). */
  pdf: post('/favorite/:id/pdf', ZFavoritePdfRequest, ZFavoritePdfQueued),
});
