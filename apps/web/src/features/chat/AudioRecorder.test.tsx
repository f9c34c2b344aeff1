import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { AudioRecorder } from './AudioRecorder';
import { chatKeys } from './chat-api';
import type { TMessagePages } from './chat-cache';
import { buildMessage, buildRoom, paged, renderChat } from './chat-test-utils';

vi.setConfig({ testTimeout: 20_000 });

/** A MediaRecorder that hands over one chunk when stopped, as the browser's does. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

type TSent = { method: string; url: string; body: FormData; authorization: string | null };

/** The upload goes through XMLHttpRequest (for its progress events): this one answers at once. */
function stubXhr(answer: { status: number; body: unknown }) {
  const sent: TSent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers = new Map<string, string>();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body, authorization: this.headers.get('Authorization') ?? null });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 5 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function stubMicrophone(allowed: boolean) {
  const stopTrack = vi.fn();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: allowed
        ? vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }))
        : vi.fn(async () => {
            throw new DOMException('denied', 'NotAllowedError');
          }),
    },
  });
  return stopTrack;
}

describe('AudioRecorder', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  afterEach(() => {
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('records, sends the recording as multipart to the room and shows the new message', async () => {
    const room = buildRoom();
    const audioMessage = buildMessage(room.id, { kind: 'AUDIO', message: '' });
    const stopTrack = stubMicrophone(true);
    const sent = stubXhr({ status: 200, body: audioMessage });
    const { queryClient } = renderChat(<AudioRecorder roomId={room.id} threadMessageId={null} />);
    queryClient.setQueryData<TMessagePages>(chatKeys.messages({ roomId: room.id, threadMessageId: null }), {
      pages: [paged([])],
      pageParams: [1],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Nagraj wiadomość głosową' }));
    expect(await screen.findByText('Nagrywanie… 0 s')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ nagrywanie i wyślij' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/api/chat/${room.id}/audio-message`);
    expect(request?.authorization).toBe('Bearer token');
    const file = request?.body.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toMatch(/^nagranie-\d+\.webm$/);
    expect(request?.body.has('threadMessageId')).toBe(false);
    expect(stopTrack).toHaveBeenCalled();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<TMessagePages>(chatKeys.messages({ roomId: room.id, threadMessageId: null }))
          ?.pages[0]?.results.map((message) => message.id),
      ).toEqual([audioMessage.id]),
    );
    expect(await screen.findByRole('button', { name: 'Nagraj wiadomość głosową' })).toBeInstanceOf(Element);
  });

  it('sends nothing when the recording is cancelled', async () => {
    const room = buildRoom();
    stubMicrophone(true);
    const sent = stubXhr({ status: 200, body: buildMessage(room.id) });
    renderChat(<AudioRecorder roomId={room.id} threadMessageId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nagraj wiadomość głosową' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj nagrywanie' }));
    expect(await screen.findByRole('button', { name: 'Nagraj wiadomość głosową' })).toBeInstanceOf(Element);
    expect(sent).toEqual([]);
  });

  it('says so in Polish when the microphone is refused', async () => {
    stubMicrophone(false);
    renderChat(<AudioRecorder roomId={buildRoom().id} threadMessageId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nagraj wiadomość głosową' }));
    expect(await screen.findByText('Brak dostępu do mikrofonu.')).toBeInstanceOf(Element);
  });
});
