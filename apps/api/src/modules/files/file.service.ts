import { bindUseCases } from '../../lib/use-cases';
import { createFileContext, type TFileDeps } from './file.context';
import { findPublicFiles } from './use-cases/find-public-files';
import { getSpace } from './use-cases/get-space';
import { importFromUrl } from './use-cases/import-from-url';
import { ingestFile } from './use-cases/ingest-file';
import { listFiles } from './use-cases/list-files';
import { openFile } from './use-cases/open-file';
import { previewFile } from './use-cases/preview-file';
import { readStored } from './use-cases/read-stored';
import { removeFile } from './use-cases/remove-file';
import { removeStoredFile } from './use-cases/remove-stored-file';
import { sweepOrphans } from './use-cases/sweep-orphans';
import { sweepOwnerless } from './use-cases/sweep-ownerless';

export type { TFileViewer, TServedFile } from './file.context';

export function createFileService(deps: TFileDeps) {
  const ctx = createFileContext(deps);
  return {
    ...bindUseCases(ctx, {
      ingestFile,
      importFromUrl,
      getSpace,
      listFiles,
      removeFile,
      removeStoredFile,
      previewFile,
      openFile,
      readStored,
      findPublicFiles,
      sweepOrphans,
      sweepOwnerless,
    }),

    /** Runs one upload (reading the request included) in one of the user's upload slots. */
    withUploadSlot: ctx.withUploadSlot,

    present: ctx.present,
  };
}

export type TFileService = ReturnType<typeof createFileService>;
