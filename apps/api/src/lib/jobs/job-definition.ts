import type { z } from 'zod';

/** How a job is retried and deduplicated; every job of a definition shares these. */
export type TJobRetry = {
  /** Runs after the first that are tried again before the job is kept as failed. */
  limit: number;
  /** Seconds before the first retry; doubled for each next one when `backoff` is on. */
  delaySeconds: number;
  backoff: boolean;
};

/**
 * A kind of background work: its queue name, the shape of its data (checked when it is queued) and how it
 * is retried. A definition lives beside the code that handles it; the composition root binds the handler.
 */
export type TJobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: TSchema;
  retry: TJobRetry;
  /**
   * 'standard': every queued job runs. 'short': a job queued while another with the same singleton key
   * still waits is dropped, so work queued twice for the same thing runs once.
   */
  policy: 'standard' | 'short';
  /** A cron expression (UTC) for work that repeats; one job per slot across every node. */
  cron?: string;
  /** How many jobs of this kind one node runs at once (1 unless said). */
  concurrency?: number;
  /** How long a job may run before it counts as failed and is retried (a node that died holding it). */
  timeoutSeconds?: number;
};

export type TJobData<TDefinition extends TJobDefinition> = z.output<TDefinition['schema']>;

export const defineJob = <TSchema extends z.ZodType>(definition: TJobDefinition<TSchema>) => definition;
