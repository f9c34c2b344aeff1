import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApiCalls } from '../../test/stub-api';
import { HomeworkEditorPage } from './HomeworkEditorPage';

// The real editor is TipTap (its attributes are tested in packages/editor); the stub keeps what the form gives it.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

/** The texts of the elements an element is described by. */
const descriptionsOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the task form after a refused save', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
    stubApiCalls(({ path }) => {
      if (path === '/api/user/me') return jsonResponse(200, buildMe('TEACHER'));
      if (path === '/api/math-concept') return jsonResponse(200, { results: [], total: 0, page: 1, pageCount: 1 });
      return undefined;
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('focuses the task editor, marked invalid and described by its message, until it is written', async () => {
    renderRoutes([{ path: '/homeworks/save', element: <HomeworkEditorPage /> }], { path: '/homeworks/save' });
    fireEvent.click(await screen.findByRole('button', { name: 'Utwórz zadanie' }));

    const description = screen.getByRole('textbox', { name: 'Edytor treści zadania' });
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionsOf(description)).toEqual(['Wymagane pole']);
    await waitFor(() => expect(document.activeElement).toBe(description));

    // Each answer's editor is announced the same way.
    const answer = screen.getByRole('textbox', { name: 'Odpowiedź A' });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(answer)).toEqual(['Odpowiedź nie może być pusta.']);

    // An editor loading after the refused save reports its empty text: still no description, still invalid.
    fireEvent.change(description, { target: { value: '<p></p>' } });
    fireEvent.change(answer, { target: { value: '<p></p>' } });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(answer.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(description, { target: { value: '<p>Ile to 1 + 1?</p>' } });
    await waitFor(() => expect(description.hasAttribute('aria-invalid')).toBe(false));
    expect(description.hasAttribute('aria-describedby')).toBe(false);
  });
});
