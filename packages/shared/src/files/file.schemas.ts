import { z } from 'zod';
import { ZFilePolicies } from '../policies/policy.schemas';
import { validationMessages } from '../validation/messages';
import { pageOf } from '../validation/paging';
import { fileAssignKinds, formatFileSize } from './file-kinds';
import { fileMessages } from './file-messages';

export { fileMessages };

/** 'Zbyt duży rozmiar pliku!' with the maximum size. */
export const formatTooLargeMessage = (maxSize: number) =>
  `${fileMessages.tooLarge} Maksymalny rozmiar: ${formatFileSize(maxSize)}.`;

/** 'Nieprawidłowy format pliku!' with the allowed formats listed. */
export const formatInvalidFormatMessage = (extensions: readonly string[]) =>
  `${fileMessages.invalidFormat} Dozwolone formaty: ${extensions.join(', ')}.`;

export const ZFileAssign = z.enum(fileAssignKinds, { error: validationMessages.invalidFormat });

/** Multipart fields of POST /api/file besides `file`. */
export const ZUploadFields = z.object({
  assign: ZFileAssign.default('PRIVATE'),
  s3Video: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const ZFileMetadata = z.object({
  /** Hosted video id: the player embeds the hosted video instead of playing the file. */
  guid: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  durationSeconds: z.number().optional(),
});

/** Spec section 3 "File". `url` shows the file inline (null for files only their owner reads: use preview). */
export const ZUploadedFile = z.object({
  id: z.uuid(),
  originalname: z.string(),
  name: z.string().describe('Stored name: id plus extension'),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  embedUrl: z.string().nullable().describe('Hosted video player URL when metadata.guid is set'),
  mimetype: z.string(),
  size: z.number().int(),
  extension: z.string(),
  assign: ZFileAssign,
  metadata: ZFileMetadata,
  createdAt: z.iso.datetime(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZFileUrlImport = z.object({
  url: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(2048, fileMessages.invalidUrl)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, fileMessages.invalidUrl),
  assign: ZFileAssign.default('PRIVATE'),
});

export const ZFileListQuery = z.object({
  page: z.coerce.number({ error: validationMessages.number }).int().min(1, validationMessages.invalidFormat).default(1),
  pageSize: z.coerce
    .number({ error: validationMessages.number })
    .int()
    .min(1, validationMessages.invalidFormat)
    .max(50, validationMessages.invalidFormat)
    .default(20),
  assign: ZFileAssign.optional(),
  search: z.string().max(200).optional(),
});

/** One of the viewer's files in GET /api/file, with what the viewer may do with it. */
export const ZFileListItem = ZUploadedFile.extend({ policies: ZFilePolicies });
export type TFileListItem = z.infer<typeof ZFileListItem>;

export const ZFileList = pageOf(ZFileListItem);

export const ZFileSpace = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().describe('null: not limited (admins)'),
});
export type TFileSpace = z.infer<typeof ZFileSpace>;

export const ZFilePreview = z.object({ url: z.string() });
export type TFilePreview = z.infer<typeof ZFilePreview>;

export const ZFileIdParams = z.object({ id: z.uuid({ error: fileMessages.invalidId }) });

/** Query of GET /api/file/{id}/content: the signed token of a preview URL (owner-only files). */
export const ZFileContentQuery = z.object({ token: z.string().max(2000).optional() });

export type TUploadFields = z.infer<typeof ZUploadFields>;
export type TFileUrlImport = z.infer<typeof ZFileUrlImport>;
export type TFileListQuery = z.infer<typeof ZFileListQuery>;
export type TFileList = z.infer<typeof ZFileList>;
export type TFileMetadata = z.infer<typeof ZFileMetadata>;

/**
 * POST /api/file: documentation of the multipart body (the server reads the parts as a stream; this validates no
 * field, and a JSON caller sends none).
 */
export const ZFileUploadBody = z
  .object({
    assign: z.string().optional().describe('Upload kind (fileAssignKinds); must be sent before `file`'),
    s3Video: z.enum(['true', 'false']).optional().describe('Hosted-video upload requested (recorded)'),
    file: z.string().meta({ format: 'binary' }).optional().describe('The one file, sent last (required)'),
  })
  .nullish();
