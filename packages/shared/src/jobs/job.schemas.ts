import { z } from 'zod';

/** A background job whose retries ran out, kept with its last error for ADMIN (GET /job/failed). */
export const ZFailedJob = z.object({
  id: z.uuid(),
  /** The job's kind, e.g. 'mail.password-reset' or 'events.deliver'. */
  name: z.string(),
  data: z.unknown(),
  error: z.string(),
  retryCount: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZFailedJobList = z.object({ results: z.array(ZFailedJob) });
export type TFailedJobList = z.infer<typeof ZFailedJobList>;

export const jobMessages = {
  retried: 'Zadanie w tle zostanie uruchomione ponownie.',
  notFound: 'Nie znaleziono nieudanego zadania w tle.',
} as const;
