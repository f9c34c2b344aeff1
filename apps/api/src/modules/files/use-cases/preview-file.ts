import type { TFilePreview } from '@zadania/shared';
import type { TFileRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileContext, TFileViewer } from '../file.context';
import { fileContentPath, isPublicFile } from '../file.presenter';
import { fileTokenTtlSeconds, mediaLinkTtlSeconds } from '../file-tokens';

/** Links to audio and video last long enough to play a long recording; other signed links ten minutes. */
const signedLinkTtl = (row: TFileRow) =>
  row.mimetype.startsWith('video/') || row.mimetype.startsWith('audio/') ? mediaLinkTtlSeconds : fileTokenTtlSeconds;

/** A URL that shows the file: the public one, or a 10-minute signed link for a private file the viewer may read. */
export async function previewFile(ctx: TFileContext, viewer: TFileViewer | null, id: string): Promise<TFilePreview> {
  const { tokens } = ctx;
  const row = await ctx.findOr404(id);
  if (isPublicFile(row)) {
    // A held-back file (publicCache false) gets a signed link, so <video> and <img> can load it.
    const { publicCache } = await ctx.authorizeRead(viewer, row);
    if (publicCache) return { url: fileContentPath(id) };
    return { url: `${fileContentPath(id)}?token=${await tokens.sign(id, signedLinkTtl(row), viewer)}` };
  }
  if (!viewer) throw AppError.unauthorized();
  if (!(await ctx.mayReadPrivate(viewer, row))) throw AppError.forbidden();
  return { url: `${fileContentPath(id)}?token=${await tokens.sign(id, signedLinkTtl(row), viewer)}` };
}
