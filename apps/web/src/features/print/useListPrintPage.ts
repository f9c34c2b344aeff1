import { useQueries, useQuery } from '@tanstack/react-query';
import { favoriteDisplayName, favoriteEndpoints } from '@zadania/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { homeworkApi } from '../homework';
import { usePrintReady } from './PrintSheet';

/** The options of the printout, from the query the PDF job opens (`?theme&worksheet&solutions&numbered`). */
export function readListPrintOptions(search: URLSearchParams) {
  return {
    theme: search.get('theme') === 'dark' ? ('dark' as const) : ('light' as const),
    worksheet: search.get('worksheet') === 'true',
    withSolutions: search.get('solutions') === 'true',
    numbered: search.get('numbered') !== 'false',
  };
}

export type TListPrintOptions = ReturnType<typeof readListPrintOptions>;

/** A list the viewer may not read, or one that is gone: no retry, 'not found' on the printout. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** True once every image in the element has loaded or failed (lazy images are made eager first: a printout shows them all). */
function useImagesLoaded(container: RefObject<HTMLElement | null>, contentReady: boolean) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setLoaded(false);
    if (!contentReady) return;
    let cancelled = false;
    const images = [...(container.current?.querySelectorAll('img') ?? [])];
    void Promise.all(
      images.map((image) => {
        image.loading = 'eager';
        if (image.complete) return undefined;
        return new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
      }),
    ).then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [container, contentReady]);
  return loaded;
}

/** The dark printout darkens the whole page (on paper too), not only the sheet. */
function usePrintTheme(theme: 'light' | 'dark') {
  useEffect(() => {
    if (theme !== 'dark') return;
    document.documentElement.classList.add('list-print-dark');
    return () => document.documentElement.classList.remove('list-print-dark');
  }, [theme]);
}

/**
 * /account/lists/{id}/pdf: the list, each of its tasks and (unless a worksheet without solutions) their solutions;
 * loaded once all are in, ready once their images are too.
 */
export function useListPrintPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const options = readListPrintOptions(search);
  usePrintTheme(options.theme);

  const list = useQuery({
    queryKey: ['favorite-print', id],
    queryFn: ({ signal }) => callEndpoint(favoriteEndpoints.detail, { params: { id }, signal, errorToast: false }),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const cards = list.data?.cards ?? [];
  const homeworks = useQueries({
    queries: cards.map((card) => ({
      queryKey: queryKeys.homework(card.slug),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.get(card.slug, signal),
    })),
  });
  const showSolutions = !options.worksheet || options.withSolutions;
  const solutions = useQueries({
    queries: cards.map((card) => ({
      queryKey: queryKeys.solution(card.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.solution(card.id, signal),
      enabled: showSolutions,
    })),
  });

  const tasksFailed = homeworks.some((query) => query.isError);
  const failed = list.isError || tasksFailed;
  const loaded =
    !!list.data &&
    homeworks.every((query) => query.isSuccess) &&
    (!showSolutions || solutions.every((query) => !query.isPending));
  const content = useRef<HTMLDivElement>(null);
  const imagesLoaded = useImagesLoaded(content, loaded);
  const ready = usePrintReady(loaded && imagesLoaded);
  const name = list.data ? favoriteDisplayName(list.data) : null;
  useDocumentTitle(name);

  const tasks = cards.map((card, index) => ({
    card,
    n: index + 1,
    homework: homeworks[index]?.data,
    solution: solutions[index],
  }));

  return { id, options, list, cards, tasks, failed, loaded, ready, name, content };
}

/** One task of the printout: its card, its number, the task and its solution's query. */
export type TListPrintTask = ReturnType<typeof useListPrintPage>['tasks'][number];
