import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZFavorite,
  ZFavoriteDetail,
  ZFavoriteDetailQuery,
  ZFavoriteHomeworkBody,
  ZFavoriteHomeworkParams,
  ZFavoriteIdParams,
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
  update: withParams(put('/favorite/:id', ZFavoriteSave, ZFavoriteSaved), ZFavoriteIdParams),
  list: get('/favorite', ZFavoriteListQuery, ZFavoriteList),
  target: get('/favorite/target', ZFavoriteTargetQuery, ZFavoriteTarget),
  hidden: get('/favorite/hidden', ZFavorite),
  solved: get('/favorite/solved', ZFavorite),
  detail: withParams(get('/favorite/:id', ZFavoriteDetailQuery, ZFavoriteDetail), ZFavoriteIdParams),
  remove: withParams(del('/favorite/:id', ZMessageResponse), ZFavoriteIdParams),
  addHomework: withParams(
    post('/favorite/:favoriteId/homework', ZFavoriteHomeworkBody, ZFavoriteSaved),
    ZFavoriteHomeworkParams,
  ),
  removeHomework: withParams(
    del('/favorite/:favoriteId/homework', ZFavoriteHomeworkBody, ZFavoriteSaved),
    ZFavoriteHomeworkParams,
  ),
  toggleHidden: put('/favorite/homework/hide', ZFavoriteHomeworkBody, ZFavoriteToggled),
  toggleSolved: put('/favorite/homework/solved', ZFavoriteHomeworkBody, ZFavoriteToggled),
  reorder: put('/favorite/reorder-homeworks', ZReorderFavoriteHomeworks, ZFavoriteSaved),
  /** Queues the list's PDF; the file arrives by PdfReady {pdfId, url} on the requester's sockets (or PdfError). */
  pdf: withParams(post('/favorite/:id/pdf', ZFavoritePdfRequest, ZFavoritePdfQueued), ZFavoriteIdParams),
});
