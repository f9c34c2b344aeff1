import { ZFavoritePdfRequest } from '@zadania/shared';
import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * One list PDF: printed by headless Chromium as the requester (their session), stored as their owner-only
 * file, announced by PdfReady or PdfError with `pdfId`. A failure is announced, not retried (the person asks
 * again); only a job whose node died while printing runs once more.
 */
export const favoritePdfJob = defineJob({
  name: 'favorites.pdf',
  schema: z.object({
    pdfId: z.uuid(),
    userId: z.uuid(),
    sessionId: z.uuid(),
    favoriteId: z.uuid(),
    options: ZFavoritePdfRequest,
  }),
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  policy: 'standard',
  concurrency: 2,
  timeoutSeconds: 600,
});
