import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getToken } from '../lib/api/token-storage';

/** Route loader guard: signed-out visitors go to /login and come back afterwards. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
