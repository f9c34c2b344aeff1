import { errorMessages } from '@zadania/shared';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Characters PostgreSQL cannot store as sent: U+0000 (refused in text and jsonb alike) and lone UTF-16
 * surrogates (refused in jsonb, silently replaced by U+FFFD in text). Other control characters are
 * stored as they are (tabs and line breaks are content), so they pass.
 */
const nul = String.fromCharCode(0);
const loneSurrogate = /\p{Cs}/u;
const isUnstorable = (text: string) => text.includes(nul) || loneSurrogate.test(text);

/** Whether any string in `value`, object keys included and at any depth, holds an unstorable character. */
export function holdsUnstorableText(value: unknown): boolean {
  // A list instead of recursion: a deeply nested JSON body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (isUnstorable(current)) return true;
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The path as the router and handlers read it: percent-decoded (malformed ones are the router's 400). */
const decodedPath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * One gate for every string a request brings: the path, the query and the parsed body (JSON at any
 * depth, keys included) are refused with a Polish 400 before they reach a handler, a page resolver or
 * the database. Multipart parts are read by their handler: their fields are enums and their file names
 * are cleaned there.
 */
export const storableTextPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (holdsUnstorableText(decodedPath(request.url)) || holdsUnstorableText(request.query)) {
      throw AppError.badRequest(errorMessages.unstorableText);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.body)) throw AppError.badRequest(errorMessages.unstorableText);
  });
});
