import { defineEndpoints } from '../api/endpoint';
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
  create: { method: 'POST', path: '/favorite', body: ZFavoriteSave, response: ZFavoriteSaved },
  update: { method: 'PUT', path: '/favorite/:id', body: ZFavoriteSave, response: ZFavoriteSaved },
  list: { method: 'GET', path: '/favorite', query: ZFavoriteListQuery, response: ZFavoriteList },
  target: { method: 'GET', path: '/favorite/target', query: ZFavoriteTargetQuery, response: ZFavoriteTarget },
  hidden: { method: 'GET', path: '/favorite/hidden', response: ZFavorite },
  solved: { method: 'GET', path: '/favorite/solved', response: ZFavorite },
  detail: { method: 'GET', path: '/favorite/:id', response: ZFavoriteDetail },
  remove: { method: 'DELETE', path: '/favorite/:id', response: ZMessageResponse },
  addHomework: {
    method: 'POST',
    path: '/favorite/:favoriteId/homework',
    body: ZFavoriteHomeworkBody,
    response: ZFavoriteSaved,
  },
  removeHomework: {
    method: 'DELETE',
    path: '/favorite/:favoriteId/homework',
    body: ZFavoriteHomeworkBody,
    response: ZFavoriteSaved,
  },
  toggleHidden: {
    method: 'PUT',
    path: '/favorite/homework/hide',
    body: ZFavoriteHomeworkBody,
    response: ZFavoriteToggled,
  },
  toggleSolved: {
    method: 'PUT',
    path: '/favorite/homework/solved',
    body: ZFavoriteHomeworkBody,
    response: ZFavoriteToggled,
  },
  reorder: {
    method: 'PUT',
    path: '/favorite/reorder-homeworks',
    body: ZReorderFavoriteHomeworks,
    response: ZFavoriteSaved,
  },
  /** Queues the list's PDF; the file arrives by PdfReady {pdfId, url} on the requester's sockets (or PdfError). */
  pdf: { method: 'POST', path: '/favorite/:id/pdf', body: ZFavoritePdfRequest, response: ZFavoritePdfQueued },
});
