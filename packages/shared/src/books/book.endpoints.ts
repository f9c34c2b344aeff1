import { defineEndpoints, withParams } from '../api/endpoint';
import { get } from '../api/routes';
import { ZBookSearchQuery, ZBookSearchResponse, ZCoverEditionKey } from './book.schemas';

export const bookEndpoints = defineEndpoints({
  search: get('/books/search', ZBookSearchQuery, ZBookSearchResponse),
  /** The cover image of an edition, served from our origin (an image, not JSON). */
  cover: withParams(get('/books/cover/:key', 'raw'), ZCoverEditionKey),
});
