import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZFileContentQuery,
  ZFileIdParams,
  ZFileList,
  ZFileListQuery,
  ZFilePreview,
  ZFileSpace,
  ZFileUploadBody,
  ZFileUrlImport,
  ZUploadedFile,
} from './file.schemas';

/**
 * /api/file. The upload itself is multipart (sent by XMLHttpRequest for its progress): its body schema only
 * documents the parts.
 */
export const fileEndpoints = defineEndpoints({
  upload: post('/file', ZFileUploadBody, ZUploadedFile),
  /** Imports a file from an http(s) URL. */
  importUrl: post('/file/url', ZFileUrlImport, ZUploadedFile),
  list: get('/file', ZFileListQuery, ZFileList),
  space: get('/file/space', ZFileSpace),
  remove: withParams(del('/file/:id', ZMessageResponse), ZFileIdParams),
  /** A URL the browser can load directly (signed for files only their owner reads). */
  preview: withParams(get('/file/:id/preview', ZFilePreview), ZFileIdParams),
  download: withParams(get('/file/:id/download', ZFileContentQuery, 'raw'), ZFileIdParams),
  /** The bytes themselves, inline (images, videos). */
  content: withParams(get('/file/:id/content', ZFileContentQuery, 'raw'), ZFileIdParams),
  /** A 320 px wide WebP thumbnail of an image. */
  thumbnail: withParams(get('/file/:id/thumbnail', ZFileContentQuery, 'raw'), ZFileIdParams),
});
