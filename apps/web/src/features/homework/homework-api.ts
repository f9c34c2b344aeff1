import type { THomework, THomeworkList, TSolution, ZRandomHomework } from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

type TRandomHomework = z.infer<typeof ZRandomHomework>;

export const homeworkApi = {
  list: (query: Record<string, string[]>, signal?: AbortSignal) =>
    apiRequest<THomeworkList>('/homework', { query, signal }),
  random: (query: Record<string, string[]>) => apiRequest<TRandomHomework>('/homework/random', { query }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    apiRequest<THomework>(`/homework/${encodeURIComponent(idOrSlug)}`, { signal, errorToast: false }),
  solution: (homeworkId: string, signal?: AbortSignal) =>
    apiRequest<TSolution>(`/homework/${encodeURIComponent(homeworkId)}/solution`, { signal, errorToast: false }),
};
