import {
  can,
  extensionOf,
  fileKindRules,
  formatInvalidFormatMessage,
  formatTooLargeMessage,
  subject,
  type TFileUrlImport,
  type TUploadedFile,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { readHead, type TFileContext, type TFileViewer } from '../file.context';
import { cleanFileName } from '../file-serving';
import { fileHeadSize, guessExtension } from '../file-type-check';
import { openRemoteFile } from '../file-url-import';
import { ingestFile } from './ingest-file';

async function importFromUrlNow(ctx: TFileContext, viewer: TFileViewer, body: TFileUrlImport): Promise<TUploadedFile> {
  const { config } = ctx;
  const rule = fileKindRules[body.assign];
  if (!can(viewer, 'create', subject('file', { ownerId: viewer.id, assign: body.assign }))) throw AppError.forbidden();
  const kindMax = ctx.kindLimit(body.assign);
  const remote = await openRemoteFile(body.url, {
    policy: { allowPrivate: config.importAllowPrivate, allowedAddresses: config.importAllowedAddresses },
    maxBytes: kindMax,
    tooLarge: () => new AppError(413, formatTooLargeMessage(kindMax)),
  });
  try {
    let fileName = cleanFileName(remote.fileName);
    const source = remote.response as AsyncIterable<Buffer>;
    if (!rule.extensions.includes(extensionOf(fileName))) {
      // A URL without a usable name ("/image?id=3"): name it after its content.
      const { head, whole } = await readHead(source, fileHeadSize);
      const guessed = await guessExtension(head);
      if (!guessed || !rule.extensions.includes(guessed)) {
        throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
      }
      fileName = `${fileName.replace(/\.[^.]*$/, '')}.${guessed === 'jpg' ? 'jpg' : guessed}`;
      return await ingestFile(ctx, viewer, { assign: body.assign, s3Video: false, fileName, source: whole() });
    }
    return await ingestFile(ctx, viewer, { assign: body.assign, s3Video: false, fileName, source });
  } finally {
    remote.response.destroy();
  }
}

/** POST /api/file/url, in one of the user's upload slots like an upload. */
export function importFromUrl(ctx: TFileContext, viewer: TFileViewer, body: TFileUrlImport) {
  return ctx.withUploadSlot(viewer, () => importFromUrlNow(ctx, viewer, body));
}
