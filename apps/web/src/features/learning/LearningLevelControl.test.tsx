import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLearningLevelView } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubJsonApi, writes } from '../../test/stub-api';
import { LearningLevelControl } from './LearningLevelControl';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: 'session-1' });
});
clearSessionAfterEachTest();

describe('Twój poziom', () => {
  it('shows that no level is chosen, saves the one picked, and says so when saving fails', async () => {
    let stored: TLearningLevelView = { level: null, ceiling: 'MATURA_P' };
    let failNext = false;
    const calls = stubJsonApi((path, init) => {
      if (path !== '/api/learn/level') return undefined;
      if (init.method !== 'PUT') return { status: 200, body: stored };
      if (failNext) return { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Błąd serwera.' } };
      const { level } = JSON.parse(String(init.body));
      stored = { level, ceiling: level };
      return { status: 200, body: stored };
    });
    renderWithProviders(<LearningLevelControl />);

    expect(await screen.findByText(/do czasu wyboru ćwiczysz zadania do matury podstawowej/)).toBeInstanceOf(Element);
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['E8', 'MATURA_P', 'MATURA_R', 'STUDIA']);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Matura rozszerzona' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Matura rozszerzona' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/learn/level', body: { level: 'MATURA_R' } }]);
    expect(screen.queryByText(/do czasu wyboru/)).toBeNull();

    failNext = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Studia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się zapisać poziomu. Spróbuj ponownie.');
    expect((screen.getByRole('radio', { name: 'Matura rozszerzona' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers to try again when the level cannot be read', async () => {
    let fail = true;
    stubJsonApi((path) => {
      if (path !== '/api/learn/level') return undefined;
      return fail
        ? { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Błąd serwera.' } }
        : { status: 200, body: { level: 'E8', ceiling: 'E8' } };
    });
    renderWithProviders(<LearningLevelControl />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wczytać Twojego poziomu.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Egzamin ósmoklasisty' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
