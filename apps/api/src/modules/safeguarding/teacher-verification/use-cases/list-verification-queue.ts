import type { TAdminTeacherVerificationQueue } from '@zadania/shared';
import type { TTeacherVerificationContext } from '../teacher-verification.context';
import { presentAdminVerification } from '../teacher-verification.presenter';

/** How many applications the queue shows: every PENDING one first, then the latest decisions. */
const queueSize = 200;

/** GET /admin/teacher-verification: PENDING oldest first, then decided (newest decision first), and the count. */
export async function listVerificationQueue(ctx: TTeacherVerificationContext): Promise<TAdminTeacherVerificationQueue> {
  const [rows, pending] = [await ctx.repository.queue(queueSize), await ctx.repository.countPending()];
  return { results: rows.map(presentAdminVerification), pending };
}
