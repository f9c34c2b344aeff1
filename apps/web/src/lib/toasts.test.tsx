import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { showErrorToast, showToast, toastSettings } from './toasts';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <Notifications limit={toastSettings.limit} />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the same toast once however often it is asked for while on screen', async () => {
    renderToasts();
    act(() => {
      for (let click = 0; click < 3; click += 1) showToast({ variant: 'warning', message: 'Funkcja Premium' });
      showErrorToast('Nie znaleziono zadania.');
      showErrorToast('Nie znaleziono zadania.');
    });
    expect(await screen.findAllByText('Funkcja Premium')).toHaveLength(1);
    expect(await screen.findAllByText('Nie znaleziono zadania.')).toHaveLength(1);
  });

  it('closes a toast by itself: a confirmation after 5 s, a problem after 8 s', async () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => {
      showToast({ variant: 'success', message: 'Dodano!' });
      showToast({ variant: 'error', message: 'Nie udało się.' });
    });
    expect(screen.getByText('Dodano!')).toBeInstanceOf(Element);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_500);
    });
    expect(screen.queryByText('Dodano!')).toBeNull();
    expect(screen.getByText('Nie udało się.')).toBeInstanceOf(Element);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByText('Nie udało się.')).toBeNull();
    // Gone, it may be shown again.
    act(() => {
      showToast({ variant: 'success', message: 'Dodano!' });
    });
    expect(screen.getByText('Dodano!')).toBeInstanceOf(Element);
  });
});
