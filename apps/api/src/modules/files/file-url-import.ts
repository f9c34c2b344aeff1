import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { fileMessages } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { createGuardedLookup, ForbiddenAddressError, isAddressAllowed, type TAddressPolicy } from './address-guard';

export const maxRedirects = 3;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export type TRemoteFile = { response: IncomingMessage; fileName: string; contentLength?: number };

export type TUrlImportOptions = {
  policy: TAddressPolicy;
  maxBytes: number;
  /** The error for a declared length above `maxBytes`. */
  tooLarge: () => Error;
  /** Socket idle time after which the import fails. */
  timeoutMs?: number;
  resolver?: Parameters<typeof createGuardedLookup>[1];
};

const forbidden = () => AppError.badRequest(fileMessages.urlForbidden);
const failed = () => AppError.badRequest(fileMessages.urlFailed);

/** The file name a response suggests: Content-Disposition, else the last path segment. */
function remoteFileName(response: IncomingMessage, url: URL) {
  const disposition = response.headers['content-disposition'] ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const quoted = /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1];
  const segment = url.pathname.split('/').filter(Boolean).pop();
  for (const candidate of [encoded, quoted, segment]) {
    if (!candidate) continue;
    try {
      const name = decodeURIComponent(candidate.trim());
      if (name) return name;
    } catch {
      if (candidate.trim()) return candidate.trim();
    }
  }
  return 'plik';
}

function requestOnce(url: URL, options: TUrlImportOptions): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(forbidden());
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses never go through `lookup`: check them here.
  if (net.isIP(host) && !isAddressAllowed(host, options.policy)) return Promise.reject(forbidden());
  const lookup = createGuardedLookup(options.policy, options.resolver);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
        headers: { 'user-agent': 'Zadania-Import/1.0', accept: '*/*' },
      },
      resolve,
    );
    // The address the socket really reached is checked once more (it must be the one the lookup allowed).
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        if (!isAddressAllowed(socket.remoteAddress, options.policy)) {
          request.destroy(new ForbiddenAddressError(socket.remoteAddress ?? host));
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => reject(error instanceof ForbiddenAddressError ? forbidden() : failed()));
    request.end();
  });
}

/**
 * Opens a file at an http(s) URL for import, following at most three redirects and checking every
 * hop's resolved address against the policy. The caller streams `response` (and must destroy it
 * when it stops early); a declared length above `maxBytes` is refused before reading.
 */
export async function openRemoteFile(rawUrl: string, options: TUrlImportOptions): Promise<TRemoteFile> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw AppError.badRequest(fileMessages.invalidUrl);
  }
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, options);
    const status = response.statusCode ?? 0;
    if (redirectStatuses.has(status) && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) throw failed();
      try {
        url = new URL(response.headers.location, url);
      } catch {
        throw failed();
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw failed();
    }
    const declared = Number(response.headers['content-length']);
    const contentLength = Number.isFinite(declared) && declared >= 0 ? declared : undefined;
    if (contentLength !== undefined && contentLength > options.maxBytes) {
      response.destroy();
      throw options.tooLarge();
    }
    return { response, fileName: remoteFileName(response, url), contentLength };
  }
}
