import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TUploadedFile } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { LessonPage } from './LessonPage';
import { buildLesson, json, lessonId, renderTutoring, stubTutoringApi } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const fileId = 'f0f0f0f0-1111-4222-8333-444444444444';

// The real field uploads through XHR; this one reports an uploaded file when its button is pressed.
vi.mock('../../components/files/UploadField', () => ({
  UploadField: ({ assign, onChange }: { assign: string; onChange: (files: TUploadedFile[]) => void }) => (
    <button type="button" onClick={() => onChange([{ id: fileId } as TUploadedFile])}>
      {`upload ${assign}`}
    </button>
  ),
}));

clearSessionAfterEachTest();

describe('lesson files', () => {
  it('uploads a tutoring attachment and attaches it to the lesson', async () => {
    const lesson = buildLesson({ policies: { ...buildLesson().policies, attach: true } });
    const file = { id: fileId, name: 'notatki.pdf', size: 2048, kind: 'TUTORING_ATTACHMENT' as const, ownerId: null };
    const calls = stubTutoringApi({
      [`GET /api/tutoring/lessons/${lessonId}`]: () => json(200, lesson),
      [`POST /api/tutoring/lessons/${lessonId}/files`]: () =>
        json(200, { message: 'Dodano plik.', lesson: { ...lesson, files: [file] } }),
    });
    renderTutoring(<LessonPage />, { route: '/account/lessons/:id', url: `/account/lessons/${lessonId}` });

    expect(await screen.findByText('Brak plików.')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj plik' }));
    fireEvent.click(await screen.findByRole('button', { name: 'upload TUTORING_ATTACHMENT' }));
    expect(await screen.findByText('Dodano plik.')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Pliki' }).textContent).toContain('notatki.pdf'));
    expect(calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/tutoring/lessons/${lessonId}/files`, body: { fileId } },
    ]);
  });
});
