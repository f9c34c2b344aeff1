import { defineEndpoints } from '../api/endpoint';
import { ZFileList, ZFileListQuery, ZFilePreview, ZFileSpace, ZUploadedFile } from './file.schemas';

/** /api/file. The upload itself is multipart (sent by XMLHttpRequest for its progress), so it has no body schema here. */
export const fileEndpoints = defineEndpoints({
  upload: { method: 'POST', path: '/file', response: ZUploadedFile },
  list: { method: 'GET', path: '/file', query: ZFileListQuery, response: ZFileList },
  space: { method: 'GET', path: '/file/space', response: ZFileSpace },
  remove: { method: 'DELETE', path: '/file/:id' },
  /** A URL the browser can load directly (signed for files only their owner reads). */
  preview: { method: 'GET', path: '/file/:id/preview', response: ZFilePreview },
  download: { method: 'GET', path: '/file/:id/download', response: 'raw' },
  /** The bytes themselves, inline (images, videos). */
  content: { method: 'GET', path: '/file/:id/content', response: 'raw' },
});
