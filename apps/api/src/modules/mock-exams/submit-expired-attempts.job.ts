import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';
import type { TMockExamsService } from './mock-exams.service';

/** Every five minutes, on one node: mock exam attempts whose time ran out are handed in by the clock. */
export const submitExpiredMockAttemptsJob = defineJob({
  name: 'mock-exams.submit-expired',
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  policy: 'short',
  cron: '*/5 * * * *',
});

export const createSubmitExpiredMockAttemptsHandler =
  (mockExams: Pick<TMockExamsService, 'submitExpiredAttempts'>) => async () => {
    // Whatever is left over is the next run's.
    await mockExams.submitExpiredAttempts();
  };
