import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNote, TNoteSummary } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { NotesPage } from './NotesPage';

// The editor itself is tested in its package; here a textarea stands in for it.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const noteId = 'dddddddd-0000-4000-8000-000000000001';
const fileId = 'eeeeeeee-0000-4000-8000-000000000001';

const summary: TNoteSummary = {
  id: noteId,
  title: 'Całki',
  excerpt: 'Całka z x to x²/2.',
  fileCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const note: TNote = {
  ...summary,
  content: '<p>Całka z x to x²/2.</p>',
  files: [
    { id: fileId, name: 'wzory.pdf', size: 2048, kind: 'NOTES_FILE', url: `/api/file/${fileId}/content?token=t` },
  ],
  policies: { read: true, update: true, delete: true },
};

const render = (url = '/account/notes') => renderTutoring(<NotesPage />, { route: '/account/notes', url });

describe('/account/notes', () => {
  it('lists the own notes, or says there are none', async () => {
    stubTutoringApi({ 'GET /api/note': () => json(200, { items: [] }) });
    render();
    expect(await screen.findByText('Nie masz jeszcze notatek.')).toBeInstanceOf(Element);
    expect(document.title).toBe('Notatki – Zadania');
  });

  it('opens a note, saves it, detaches a file and deletes it after confirming', async () => {
    const calls = stubTutoringApi({
      'GET /api/note': () => json(200, { items: [summary] }),
      [`GET /api/note/${noteId}`]: () => json(200, note),
      [`PUT /api/note/${noteId}`]: () => json(200, { ...note, title: 'Całki oznaczone' }),
      [`DELETE /api/note/${noteId}/files/${fileId}`]: () => json(200, { ...note, files: [], fileCount: 0 }),
      [`DELETE /api/note/${noteId}`]: () => json(200, { message: 'Usunięto!' }),
    });
    render();
    const list = await screen.findByRole('navigation', { name: 'Twoje notatki' });
    expect(list.textContent).toContain('Pliki: 1');
    fireEvent.click(within(list).getByRole('button', { name: /Całki/ }));
    const form = await screen.findByRole('form', { name: 'Całki' });
    expect(screen.getByRole('link', { name: 'wzory.pdf' }).getAttribute('href')).toBe(note.files[0]?.url);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Całki oznaczone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Całki oznaczone',
      content: '<p>Całka z x to x²/2.</p>',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Odłącz: wzory.pdf' }));
    expect(await screen.findByText('Brak dołączonych plików.')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń notatkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć notatkę?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/note/${noteId}`)).toBe(true),
    );
  });

  it('writes a new note', async () => {
    const calls = stubTutoringApi({
      'GET /api/note': () => json(200, { items: [] }),
      'POST /api/note': () => json(201, { ...note, files: [] }),
      [`GET /api/note/${noteId}`]: () => json(200, { ...note, files: [] }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa notatka' }));
    const form = await screen.findByRole('form', { name: 'Nowa notatka' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Całki' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Treść' }), { target: { value: '<p>Wzory</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Całki', content: '<p>Wzory</p>' });
    expect(await screen.findByRole('form', { name: 'Całki' })).toBeInstanceOf(Element);
  });
});
