import { defineEndpoints } from '../api/endpoint';
import { ZBookSearchQuery, ZBookSearchResponse } from './book.schemas';

export const bookEndpoints = defineEndpoints({
  search: { method: 'GET', path: '/books/search', query: ZBookSearchQuery, response: ZBookSearchResponse },
});
