import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUploadedFile, renderWithToasts } from './files-test-utils';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays our own file in an HTML5 player with Polish labels', () => {
    const file = buildUploadedFile({ originalname: 'rozwiazanie.mp4', extension: 'mp4' });
    const { container } = renderWithToasts(<VideoPlayer file={file} />);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.getAttribute('src')).toBe(file.url);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.getAttribute('aria-label')).toBe('rozwiazanie.mp4');
    expect(video?.textContent).toBe('Twoja przeglądarka nie obsługuje odtwarzania wideo.');
    expect(screen.getByText('rozwiazanie.mp4')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Pobierz' })).toBeInstanceOf(Element);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses a given source (a signed URL) and the content route when the file has no public URL', () => {
    const file = buildUploadedFile({ extension: 'mp4', url: null });
    const { container, unmount } = renderWithToasts(<VideoPlayer file={file} src="/signed/video.mp4" />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/signed/video.mp4');
    unmount();
    const second = renderWithToasts(<VideoPlayer file={file} title="Wideo z rozwiązaniem" withDownload={false} />);
    expect(second.container.querySelector('video')?.getAttribute('src')).toBe(`/api/file/${file.id}/content`);
    expect(screen.getByText('Wideo z rozwiązaniem')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Pobierz' })).toBeNull();
  });

  it('embeds the hosted player when the file has a video guid', () => {
    const file = buildUploadedFile({
      originalname: 'wyklad.mp4',
      extension: 'mp4',
      metadata: { guid: '4b1c0d2e-guid' },
      embedUrl: 'https://player.example.com/embed/123/4b1c0d2e-guid',
    });
    const { container } = renderWithToasts(<VideoPlayer file={file} />);
    const frame = screen.getByTitle('Odtwarzacz wideo: wyklad.mp4');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://player.example.com/embed/123/4b1c0d2e-guid');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(container.querySelector('video')).toBeNull();
  });

  it('downloads the file with "Pobierz"', async () => {
    const fetchMock = vi.fn(async () => new Response('x', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = buildUploadedFile({ extension: 'mp4' });
    renderWithToasts(<VideoPlayer file={file} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/file/${file.id}/download`);
    // The failure is reported with the generic server toast.
    expect(await screen.findByText('Uppss')).toBeInstanceOf(Element);
  });
});
