import { defineEndpoints } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import { ZFileList, ZFileListQuery, ZFilePreview, ZFileSpace, ZUploadedFile } from './file.schemas';

/** /api/file. The upload itself is multipart (sent by XMLHttpRequest for its progress), so it has no body schema here. */
export const fileEndpoints = defineEndpoints({
  upload: post('/file', ZUploadedFile),
  list: get('/file', ZFileListQuery, ZFileList),
  space: get('/file/space', ZFileSpace),
  remove: del('/file/:id'),
  /** A URL the browser can load directly (signed for files only their owner reads). */
  preview: get('/file/:id/preview', ZFilePreview),
  download: get('/file/:id/download', 'raw'),
  /** The bytes themselves, inline (images, videos). */
  content: get('/file/:id/content', 'raw'),
});
