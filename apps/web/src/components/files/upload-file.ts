import {
  errorMessages,
  fileMessages,
  type TFileAssign,
  type TUploadedFile,
  uploadsAtOncePerTab,
} from '@zadania/shared';
import { ApiError, extractErrorMessage, NetworkError, offlineMessage, parseErrorBody } from '../../lib/api/api-error';
import { refreshAccessToken } from '../../lib/api/client';
import { getRefreshToken, getToken } from '../../lib/api/token-storage';
import { fileUrls } from './files-api';

export type TUploadRequest = {
  file: File;
  assign: TFileAssign;
  /** Hand the video over to the hosted video library (the player then embeds it). */
  s3Video?: boolean;
  /** Whole percentages 0–100 of the bytes sent; starts again at 0 if the upload is retried after a refresh. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

type TRawResponse = { status: number; text: string };

function abortError() {
  return new DOMException('Przerwano przesyłanie pliku.', 'AbortError');
}

/**
 * Turns to send: at most `size` uploads at once, the others wait in order. `take` gives the turn
 * synchronously when one is free (the request starts at once), else a promise of it; an upload
 * aborted while waiting leaves the queue. The returned `done` passes the turn on.
 */
function createTurns(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const pass = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  const turn = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      pass();
    };
  };
  return {
    take(signal?: AbortSignal): (() => void) | Promise<() => void> {
      if (active < size) {
        active += 1;
        return turn();
      }
      return new Promise((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(turn());
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(start), 1);
          reject(abortError());
        };
        waiting.push(start);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

/** The server refuses more than a few uploads of one user at once (429): this tab sends a few at a time. */
const uploadTurns = createTurns(uploadsAtOncePerTab);

function sendOnce(request: TUploadRequest, token: string | null): Promise<TRawResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', fileUrls.upload());
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      finish();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      finish();
      reject(new NetworkError());
    };
    xhr.onabort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    // The fields come before the file so that the server knows the kind before it reads the bytes.
    const form = new FormData();
    form.append('assign', request.assign);
    if (request.s3Video) form.append('s3Video', 'true');
    form.append('file', request.file, request.file.name);
    request.onProgress?.(0);
    xhr.send(form);
  });
}

/**
 * POST /api/file as multipart with upload progress, through XMLHttpRequest (fetch reports no upload
 * progress). Sends the stored Bearer token; on 401 with a refresh token it retries once after the
 * client's shared refresh. Rejects with an AbortError when `signal` aborts, with ApiError otherwise.
 * At most `uploadsAtOncePerTab` uploads are sent at once; the others wait for their turn.
 */
export async function uploadFile(request: TUploadRequest): Promise<TUploadedFile> {
  const turn = uploadTurns.take(request.signal);
  const done = typeof turn === 'function' ? turn : await turn;
  try {
    const usedToken = getToken();
    let response = await sendOnce(request, usedToken);
    if (response.status === 401 && getRefreshToken()) {
      // Another request may already have rotated the token while this one was in flight.
      const current = getToken();
      const token = current && current !== usedToken ? current : await refreshAccessToken();
      response = await sendOnce(request, token);
    }
    const body = await parseErrorBody(response.text);
    if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, body);
    return body as TUploadedFile;
  } finally {
    done();
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The Polish text for a failed upload, naming its cause: the server's own message (wrong format, too large, no
 * space, too many at once, storage unavailable), the lost connection, or 'Nie udało się przesłać pliku.' for an
 * unexpected server error.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return `${fileMessages.failed} ${offlineMessage}`;
  if (error instanceof ApiError && error.status >= 400) {
    const message = extractErrorMessage(error.body);
    if (message !== errorMessages.server) return message;
  }
  return fileMessages.failed;
}
