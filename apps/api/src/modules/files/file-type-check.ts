import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of an upload to recognise its type (file-type's own sample size). */
export const fileHeadSize = 4100;

/** Declared extensions a detected type may carry: the declared name and the content must agree. */
const compatibleExtensions: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  mp4: ['mp4', 'm4v'],
  m4v: ['m4v', 'mp4'],
  mkv: ['mkv'],
  webm: ['webm'],
  avi: ['avi'],
  pdf: ['pdf'],
  // Office Open XML and OpenDocument files are ZIP archives; the first 4 KB may only show the ZIP.
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  // Legacy Office files are OLE compound documents.
  cfb: ['doc', 'xls', 'ppt'],
  mp3: ['mp3'],
  wav: ['wav'],
  ogg: ['ogg'],
  oga: ['ogg'],
  opus: ['ogg'],
};

/** The stored Content-Type of every accepted extension (never the client's claim). */
const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  webm: 'audio/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain; charset=utf-8',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

export const mimeTypeOf = (extension: string) => mimeTypes[extension] ?? 'application/octet-stream';

export const imageTypes = ['jpg', 'png', 'gif'] as const;
export type TImageType = (typeof imageTypes)[number];

/** Plain text: valid UTF-8 (a character cut at the end of the sample is fine) without NUL bytes. */
function looksLikeText(head: Buffer) {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the first bytes of a file against its declared extension. Returns the detected family
 * (`jpg` for .jpeg too) or undefined when the content is not what the name says.
 */
export async function checkFileContent(head: Buffer, declaredExtension: string): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return declaredExtension === 'txt' && head.length > 0 && looksLikeText(head) ? 'txt' : undefined;
  return compatibleExtensions[detected.ext]?.includes(declaredExtension) ? detected.ext : undefined;
}

/** The extension a file of unknown name should get from its content (URL imports without one). */
export async function guessExtension(head: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return looksLikeText(head) ? 'txt' : undefined;
  return detected.ext === 'cfb' ? undefined : detected.ext;
}
