import { teacherVerificationMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TTeacherVerificationContext } from '../teacher-verification.context';

/**
 * GET /admin/teacher-verification/{id}/document: the KRK certificate, streamed by the files module (which lets an
 * ADMIN and the owner read a VERIFICATION_DOCUMENT and nobody else). 404 once it was deleted.
 */
export async function openVerificationDocument(
  ctx: TTeacherVerificationContext,
  viewer: TViewerIn,
  id: string,
  request: { range?: string; ifNoneMatch?: string; ifRange?: string },
) {
  const row = await ctx.repository.findOne(id);
  if (!row) throw AppError.notFound(m.notFound);
  const fileId = row.verification.documentFileId;
  if (!fileId || row.verification.documentDeletedAt || !row.document?.id) throw AppError.notFound(m.documentDeleted);
  return ctx.files.openFile(viewer, fileId, request, 'content');
}
