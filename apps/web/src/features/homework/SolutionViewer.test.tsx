import { fireEvent, screen } from '@testing-library/react';
import type { TSolution } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUploadedFile, renderWithToasts } from '../../components/files/files-test-utils';
import { jsonResponse } from '../../test/fixtures';
import { buildSolution } from '../../test/homework-fixtures';
import { SolutionViewer } from './SolutionViewer';
import { buildSolutionAccess } from './solution-access-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const first = buildUploadedFile({
  originalname: 'krok1.jpg',
  extension: 'jpg',
  thumbnailUrl: '/api/file/t1/thumbnail',
});
const second = buildUploadedFile({ originalname: 'krok2.png' });
const video = buildUploadedFile({ originalname: 'omowienie.mp4', extension: 'mp4', mimetype: 'video/mp4' });
const attachment = buildUploadedFile({
  originalname: 'karta-wzorow.pdf',
  extension: 'pdf',
  mimetype: 'application/pdf',
});

const mediaSolution = buildSolution({
  images: [first.id, second.id],
  video: video.id,
  files: [attachment.id],
  imageFiles: [first, second],
  videoFile: video,
  attachmentFiles: [attachment],
});

function stubSolution(solution: TSolution) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, solution)),
  );
}

describe('SolutionViewer media', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows image thumbnails that open the viewer, with arrows between the images', async () => {
    stubSolution(mediaSolution);
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    const open = await screen.findByRole('button', { name: 'Powiększ zdjęcie 2 z 2' });
    expect(screen.queryByText('To zadanie nie ma jeszcze rozwiązania.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Zdjęcie rozwiązania 1 z 2' }).getAttribute('src')).toBe(
      '/api/file/t1/thumbnail',
    );

    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Zdjęcie rozwiązania 2 z 2' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(second.url);
    expect(screen.getByText('2 z 2')).toBeInstanceOf(Element);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Zdjęcie rozwiązania 1 z 2' })).toBeInstanceOf(Element);
    expect(screen.getByText('1 z 2')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the video solution and lists the attachments as download rows', async () => {
    stubSolution(mediaSolution);
    const { container } = renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByRole('heading', { name: 'Wideo z rozwiązaniem' })).toBeInstanceOf(Element);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(video.url);
    expect(screen.getByRole('heading', { name: 'Załączniki' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Opcje pliku karta-wzorow.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Pobierz' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('menuitem', { name: 'Usuń' })).toBeNull();
  });

  it('keeps the steps and adds the images below them', async () => {
    stubSolution({
      ...mediaSolution,
      videoFile: null,
      attachmentFiles: [],
      steps: [
        {
          id: 'e5e5e5e5-1b2c-4d3e-8f4a-5b6c7d8e9f01',
          order: 1,
          title: 'Krok 1: rysunek',
          description: '<p>Szkicujemy wykres.</p>',
          latex: '',
        },
      ],
    });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByText('Krok 1 z 1')).toBeInstanceOf(Element);
    expect(await screen.findByRole('heading', { name: 'Zdjęcia rozwiązania' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('heading', { name: 'Wideo z rozwiązaniem' })).toBeNull();
  });

  it('loads a paid solution’s media from signed links, since <img> and <video> send no Authorization header', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        requested.push(path);
        const preview = path.match(/^\/api\/file\/([^/]+)\/preview$/);
        const body = preview
          ? { url: `/api/file/${preview[1]}/content?token=signed-${preview[1]}` }
          : { ...mediaSolution, access: buildSolutionAccess({ paid: true, unlocked: true }) };
        return jsonResponse(200, body);
      }),
    );
    const { container } = renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    const image = await screen.findByRole('img', { name: 'Zdjęcie rozwiązania 1 z 2' });
    expect(image.getAttribute('src')).toBe(`/api/file/${first.id}/content?token=signed-${first.id}`);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(
      `/api/file/${video.id}/content?token=signed-${video.id}`,
    );
    expect(requested.filter((path) => path.endsWith('/preview')).sort()).toEqual(
      [first, second, video, attachment].map((file) => `/api/file/${file.id}/preview`).sort(),
    );
  });

  it('still says there is no solution when there is neither text nor media', async () => {
    stubSolution({ ...mediaSolution, imageFiles: [], videoFile: null, attachmentFiles: [] });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByText('To zadanie nie ma jeszcze rozwiązania.')).toBeInstanceOf(Element);
  });
});
