import { defineEndpoints } from '../api/endpoint';
import { get } from '../api/routes';
import { ZBookSearchQuery, ZBookSearchResponse } from './book.schemas';

export const bookEndpoints = defineEndpoints({
  search: get('/books/search', ZBookSearchQuery, ZBookSearchResponse),
});
