/** The URL query with `page` set to `page` (page 1 is the default and leaves no `page` in the URL). */
export function withPageParam(current: URLSearchParams, page: number): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (page > 1) updated.set('page', String(page));
  else updated.delete('page');
  return updated;
}

/** Turns react-router's `setSearchParams` into a page change that keeps the rest of the query (see withPageParam). */
export const pageParamSetter =
  (setParams: (update: (current: URLSearchParams) => URLSearchParams) => void) => (page: number) =>
    setParams((current) => withPageParam(current, page));
