import type { TUploadedFile } from '@zadania/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';

/** Renders with Mantine (and its toasts), a fresh query cache and a router. */
export const renderWithToasts = (ui: ReactNode) => renderWithProviders(ui, { toasts: true });

let fileCounter = 0;

export function buildUploadedFile(overrides: Partial<TUploadedFile> = {}): TUploadedFile {
  fileCounter += 1;
  const id = `00000000-0000-4000-8000-${String(fileCounter).padStart(12, '0')}`;
  const extension = overrides.extension ?? 'png';
  return {
    id,
    originalname: `plik-${fileCounter}.${extension}`,
    name: `${id}.${extension}`,
    url: `/api/file/${id}/content`,
    thumbnailUrl: null,
    embedUrl: null,
    mimetype: extension === 'mp4' ? 'video/mp4' : 'image/png',
    size: 2048,
    extension,
    assign: 'PRIVATE',
    metadata: {},
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A File whose reported size can be anything without allocating it. */
export function buildFile(name: string, size = 1024, type = 'image/png'): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A scriptable XMLHttpRequest: each send() is recorded, then the test drives progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  /** Puts FakeXhr in place of XMLHttpRequest (until vi.unstubAllGlobals), with no upload sent yet. */
  static install() {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No upload was sent');
    return xhr;
  }
}
