import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GamePlayer } from './GamePlayer';
import { comparisonGame, gameId, numberLineGame, press, renderWithApp, stubGameApi } from './games-test-kit';
import { gameMutedKey } from './useGameSound';

vi.setConfig({ testTimeout: 20_000 });

const effects = vi.hoisted(() => ({ playGameSound: vi.fn(), launchConfetti: vi.fn(async () => undefined) }));
vi.mock('./game-effects', () => effects);

let signedIn = false;
vi.mock('../../lib/session/useSession', () => ({ useIsAuthenticated: () => signedIn }));

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toasts')>()),
  showToast: toast,
  showErrorToast: toast,
}));

const renderPlayer = () =>
  renderWithApp(<GamePlayer gameId={gameId} />, '/exercises', [
    { path: '/subscription', element: <p>Strona subskrypcji</p> },
  ]);

const pair = (name: string) => screen.getByRole('group', { name });
const choose = (pairName: string, symbolName: string) =>
  fireEvent.click(within(pair(pairName)).getByRole('radio', { name: symbolName }));
const announcer = () => screen.getByTestId('game-announcer');
/** The empty ticks of the test levels, named by their neighbours (the number line's slot names). */
const places: Record<number, string> = {
  // Level 1 (0–4, empty 2 and 3); level 2 (0–200 by 50, empty 50 and 200).
  3: 'między 1 a 4, pierwsze z 2',
  4: 'między 1 a 4, drugie z 2',
  2: 'między 0 a 100',
  5: 'za 150',
  // Level 3 (1,5–3 by 0,5, empty 1,5).
  1: 'przed 2',
};
const slot = (position: number) => screen.getByRole('button', { name: new RegExp(`^Miejsce ${places[position]}[,:]`) });
const chip = (value: string) => screen.getByRole('button', { name: `Liczba ${value}` });
const focused = () => document.activeElement as HTMLElement;

beforeEach(() => {
  effects.playGameSound.mockClear();
  effects.launchConfetti.mockClear();
  toast.mockClear();
});

afterEach(() => {
  signedIn = false;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('GamePlayer: number comparison', () => {
  it('marks every pair right, celebrates, and ends with the congratulations', async () => {
    const calls = stubGameApi(comparisonGame);
    renderPlayer();

    expect(await screen.findByRole('heading', { name: 'Porównywanie liczb' })).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Poziom 1 z 1' })).toBeInstanceOf(Element);
    const check = screen.getByRole('button', { name: 'Sprawdź' }) as HTMLButtonElement;
    // Every pair needs a symbol first; numbers the Polish way.
    expect(check.disabled).toBe(true);
    choose('Porównaj 3 i 5', 'mniejsze niż');
    expect(check.disabled).toBe(true);
    choose('Porównaj 7,5 i 2', 'większe niż');
    fireEvent.click(check);

    const result = await screen.findByTestId('level-result');
    expect(result.dataset.result).toBe('levelCorrect');
    expect(result.textContent).toBe('Brawo! Wszystkie odpowiedzi są poprawne.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ level: 0, answers: ['<', '>'] });
    expect(within(pair('Porównaj 3 i 5')).getByText('dobrze')).toBeInstanceOf(Element);
    expect(within(pair('Porównaj 7,5 i 2')).getByText('dobrze')).toBeInstanceOf(Element);
    expect(effects.playGameSound).toHaveBeenCalledWith('success');
    expect(effects.launchConfetti).toHaveBeenCalledTimes(1);
    expect(announcer().textContent).toContain('Brawo!');

    // The last level: 'Zakończ', not 'Następny poziom'.
    expect(screen.queryByRole('button', { name: 'Następny poziom' })).toBeNull();
    const finish = screen.getByRole('button', { name: 'Zakończ' });
    expect(focused()).toBe(finish);
    fireEvent.click(finish);

    const finished = await screen.findByTestId('game-finished');
    expect(finished.textContent).toContain('Gratulacje! Wszystkie poziomy ukończone!');
    expect(focused()).toBe(finished);
    expect(toast).toHaveBeenCalledWith({
      variant: 'success',
      message: 'Gratulacje! Wszystkie poziomy ukończone!',
    });

    fireEvent.click(within(finished).getByRole('button', { name: 'Zagraj jeszcze raz' }));
    expect(await screen.findByRole('heading', { name: 'Poziom 1 z 1' })).toBeInstanceOf(Element);
    expect(
      (within(pair('Porównaj 3 i 5')).getByRole('radio', { name: 'mniejsze niż' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('marks a wrong pair, plays the failure sound, and "Spróbuj ponownie" clears only the wrong answers', async () => {
    stubGameApi(comparisonGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 1' });
    choose('Porównaj 3 i 5', 'równe');
    choose('Porównaj 7,5 i 2', 'większe niż');
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));

    const tryAgain = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    const result = screen.getByTestId('level-result');
    expect(result.dataset.result).toBe('levelWrong');
    expect(result.textContent).toBe('Niektóre odpowiedzi są błędne. Popraw je i spróbuj ponownie.');
    expect(announcer().textContent).toContain('Niektóre odpowiedzi są błędne.');
    expect(within(pair('Porównaj 3 i 5')).getByText('źle')).toBeInstanceOf(Element);
    expect(within(pair('Porównaj 7,5 i 2')).getByText('dobrze')).toBeInstanceOf(Element);
    expect(effects.playGameSound).toHaveBeenCalledWith('failure');
    expect(effects.launchConfetti).not.toHaveBeenCalled();
    // The answers stay as they were until trying again.
    const equal = within(pair('Porównaj 3 i 5')).getByRole('radio', { name: 'równe' }) as HTMLInputElement;
    expect(equal.checked).toBe(true);
    expect(equal.disabled).toBe(true);
    expect(focused()).toBe(tryAgain);

    fireEvent.click(tryAgain);
    await waitFor(() =>
      expect(
        within(pair('Porównaj 3 i 5'))
          .getAllByRole('radio')
          .every((radio) => !(radio as HTMLInputElement).checked),
      ).toBe(true),
    );
    // The right answer stays chosen, and can still be changed.
    const greater = within(pair('Porównaj 7,5 i 2')).getByRole('radio', { name: 'większe niż' }) as HTMLInputElement;
    expect(greater.checked).toBe(true);
    expect(greater.disabled).toBe(false);
    expect(screen.queryByText('źle')).toBeNull();
    expect((screen.getByRole('button', { name: 'Sprawdź' }) as HTMLButtonElement).disabled).toBe(true);
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Poziom 1 z 1' }));
  });

  it('keeps the answers after a failed check and says why', async () => {
    stubGameApi(comparisonGame, {
      override: (call) =>
        call.method === 'POST'
          ? new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Zbyt wiele prób.' }), {
              status: 429,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 1' });
    choose('Porównaj 3 i 5', 'mniejsze niż');
    choose('Porównaj 7,5 i 2', 'większe niż');
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('Zbyt wiele prób.'));
    await waitFor(() => expect(screen.getByTestId('game-player').dataset.phase).toBe('playing'));
    expect(
      (within(pair('Porównaj 3 i 5')).getByRole('radio', { name: 'mniejsze niż' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('GamePlayer: number line', () => {
  it('is played with the keyboard alone: chip, slot, check, next level', async () => {
    const calls = stubGameApi(numberLineGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 3' });
    const line = screen.getByRole('list', { name: 'Oś liczbowa' });
    expect(within(line).getAllByRole('listitem')).toHaveLength(5);
    expect(within(line).getByText('0')).toBeInstanceOf(Element);
    expect(within(line).getByText('4')).toBeInstanceOf(Element);
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}, puste`);

    // Choose the chip 2: focus goes to the first empty slot.
    act(() => chip('2').focus());
    press('Enter');
    expect(chip('2').getAttribute('aria-pressed')).toBe('true');
    expect(announcer().textContent).toContain('Wybrano liczbę 2. Wybierz miejsce na osi.');
    expect(focused()).toBe(slot(3));
    press('Enter');
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}: 2`);
    expect(announcer().textContent).toContain(`Umieszczono 2 w miejscu ${places[3]}.`);
    expect(screen.queryByRole('button', { name: 'Liczba 2' })).toBeNull();
    // On to the last chip, then to the second slot with an arrow.
    expect(focused()).toBe(chip('3'));
    press('Enter');
    expect(focused()).toBe(slot(4));
    press('ArrowLeft');
    expect(focused()).toBe(slot(3));
    press('ArrowRight');
    expect(focused()).toBe(slot(4));
    press('Enter');
    expect(screen.getByText('Wszystkie liczby są na osi.')).toBeInstanceOf(Element);

    const check = screen.getByRole('button', { name: 'Sprawdź' });
    await waitFor(() => expect(focused()).toBe(check));
    press('Enter');

    const next = await screen.findByRole('button', { name: 'Następny poziom' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ level: 0, answers: [2, 3] });
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}: 2, dobrze`);
    expect(focused()).toBe(next);
    press('Enter');

    const heading = await screen.findByRole('heading', { name: 'Poziom 2 z 3' });
    expect(focused()).toBe(heading);
    // Slots are named by their place on the line; the chips come shuffled.
    expect(slot(2).getAttribute('aria-label')).toBe(`Miejsce ${places[2]}, puste`);
    expect(slot(5).getAttribute('aria-label')).toBe(`Miejsce ${places[5]}, puste`);
    expect(within(screen.getByRole('list', { name: 'Liczby do ułożenia' })).getAllByRole('button')).toHaveLength(2);
  });

  it('places chips with taps, takes a placed chip back, and moves a chip between slots', async () => {
    stubGameApi(numberLineGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 3' });

    fireEvent.click(chip('3'));
    fireEvent.click(slot(3));
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}: 3`);
    // A tap on a placed chip's slot takes it back.
    fireEvent.click(slot(3));
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}, puste`);
    expect(announcer().textContent).toContain(`Zabrano 3 z miejsca ${places[3]}.`);
    expect(chip('3')).toBeInstanceOf(Element);
    // Choosing a chip twice puts it down again.
    fireEvent.click(chip('3'));
    fireEvent.click(chip('3'));
    expect(chip('3').getAttribute('aria-pressed')).toBe('false');
    expect(announcer().textContent).toContain('Odłożono liczbę 3.');
    // A chip placed on a taken slot sends the slot's chip back.
    fireEvent.click(chip('3'));
    fireEvent.click(slot(4));
    fireEvent.click(chip('2'));
    fireEvent.click(slot(4));
    expect(slot(4).getAttribute('aria-label')).toBe(`Miejsce ${places[4]}: 2`);
    expect(chip('3')).toBeInstanceOf(Element);
  });

  it('drags chips onto slots with a pointer (mouse or finger), and out of a slot back to the chips', async () => {
    const calls = stubGameApi(numberLineGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 3' });
    const under = vi.fn<(x: number, y: number) => Element | null>(() => null);
    document.elementFromPoint = under;

    const drag = (source: HTMLElement, target: Element | null) => {
      under.mockReturnValue(target);
      fireEvent.pointerDown(source, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(source, { pointerId: 1, clientX: 60, clientY: 80 });
      fireEvent.pointerUp(source, { pointerId: 1, clientX: 60, clientY: 80 });
      fireEvent.click(source);
    };

    drag(chip('2'), slot(3));
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}: 2`);
    // Dropped outside the line, a placed chip goes back to the chips.
    drag(slot(3), null);
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}, puste`);
    expect(chip('2').getAttribute('aria-pressed')).toBe('false');

    drag(chip('3'), slot(3));
    // From one slot to another.
    drag(slot(3), slot(4));
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}, puste`);
    expect(slot(4).getAttribute('aria-label')).toBe(`Miejsce ${places[4]}: 3`);
    drag(chip('2'), within(slot(3)).getByText('?'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByRole('button', { name: 'Następny poziom' })).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ level: 0, answers: [2, 3] });
  });

  it('shows the wrong slots after a check and empties them to try again', async () => {
    stubGameApi(numberLineGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 3' });
    fireEvent.click(chip('3'));
    fireEvent.click(slot(3));
    fireEvent.click(chip('2'));
    fireEvent.click(slot(4));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));

    const tryAgain = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}: 3, źle`);
    expect(slot(4).getAttribute('aria-label')).toBe(`Miejsce ${places[4]}: 2, źle`);
    expect((slot(3) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(tryAgain);
    await waitFor(() => expect(slot(3).getAttribute('aria-label')).toBe(`Miejsce ${places[3]}, puste`));
    expect(slot(4).getAttribute('aria-label')).toBe(`Miejsce ${places[4]}, puste`);
    expect(chip('2')).toBeInstanceOf(Element);
    expect(chip('3')).toBeInstanceOf(Element);
  });

  it('resumes a signed-in player at the first level not completed, and meets the subscription notice after it', async () => {
    signedIn = true;
    stubGameApi(numberLineGame, { signedIn: true, completedLevels: [0] });
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 2 z 3' });
    fireEvent.click(chip('200'));
    fireEvent.click(slot(5));
    fireEvent.click(chip('50'));
    fireEvent.click(slot(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Następny poziom' }));

    const notice = await screen.findByTestId('game-locked');
    expect(screen.getByRole('heading', { name: 'Poziom 3 z 3' })).toBeInstanceOf(Element);
    expect(notice.textContent).toContain('Wymagana subskrypcja!');
    expect(notice.textContent).toContain('Aby kontynuować musisz posiadać Konto Premium!');
    expect(focused()).toBe(notice);
    expect(screen.queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    const link = within(notice).getByRole('link', { name: 'Zobacz Konto Premium' });
    expect(link.getAttribute('href')).toBe('/subscription');
    fireEvent.click(link);
    expect(await screen.findByText('Strona subskrypcji')).toBeInstanceOf(Element);
  });

  it('shows the subscription notice when the server refuses a level (403)', async () => {
    stubGameApi(numberLineGame, {
      override: (call) =>
        call.method === 'POST'
          ? new Response(
              JSON.stringify({
                statusCode: 403,
                error: 'Forbidden',
                message: 'Aby kontynuować musisz posiadać Konto Premium!',
              }),
              { status: 403, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 3' });
    fireEvent.click(chip('2'));
    fireEvent.click(slot(3));
    fireEvent.click(chip('3'));
    fireEvent.click(slot(4));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));

    const notice = await screen.findByTestId('game-locked');
    expect(notice.textContent).toContain('Wymagana subskrypcja!');
    expect(toast).not.toHaveBeenCalled();
    expect(within(notice).queryByRole('button', { name: 'Zagraj jeszcze raz' })).toBeNull();
  });

  it('plays a Premium level for a Premium viewer, with decimal commas', async () => {
    stubGameApi(numberLineGame, { premium: true, signedIn: true, completedLevels: [0, 1] });
    signedIn = true;
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 3 z 3' });
    expect(screen.getByText('2,5')).toBeInstanceOf(Element);
    fireEvent.click(chip('1,5'));
    fireEvent.click(slot(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zakończ' }));
    expect((await screen.findByTestId('game-finished')).textContent).toContain(
      'Gratulacje! Wszystkie poziomy ukończone!',
    );
  });
});

describe('GamePlayer: sounds, loading and errors', () => {
  it('mutes the sounds with a toggle remembered in localStorage', async () => {
    stubGameApi(comparisonGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Wycisz dźwięki' }));
    expect(screen.getByRole('button', { name: 'Włącz dźwięki' })).toBeInstanceOf(Element);
    await waitFor(() => expect(localStorage.getItem(gameMutedKey)).toBe('true'));

    choose('Porównaj 3 i 5', 'mniejsze niż');
    choose('Porównaj 7,5 i 2', 'większe niż');
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    await screen.findByRole('button', { name: 'Zakończ' });
    expect(effects.playGameSound).not.toHaveBeenCalled();
    // Confetti is not a sound.
    expect(effects.launchConfetti).toHaveBeenCalledTimes(1);
  });

  it('starts muted when muted before', async () => {
    localStorage.setItem(gameMutedKey, 'true');
    stubGameApi(comparisonGame);
    renderPlayer();
    await screen.findByRole('heading', { name: 'Poziom 1 z 1' });
    expect(await screen.findByRole('button', { name: 'Włącz dźwięki' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Włącz dźwięki' }));
    await waitFor(() => expect(localStorage.getItem(gameMutedKey)).toBe('false'));
  });

  it('shows placeholders while loading, then the exercise', async () => {
    stubGameApi(comparisonGame);
    renderPlayer();
    expect(screen.getByTestId('game-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Porównywanie liczb' })).toBeInstanceOf(Element);
    expect(screen.queryByTestId('game-loading')).toBeNull();
  });

  it('says when the exercise does not exist', async () => {
    stubGameApi(comparisonGame, {
      override: () =>
        new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Nie znaleziono ćwiczenia.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderPlayer();
    expect((await screen.findByRole('alert')).textContent).toContain('Nie znaleziono ćwiczenia.');
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    let failures = 1;
    stubGameApi(comparisonGame, {
      override: (call) => {
        if (call.method !== 'GET' || failures === 0) return undefined;
        failures -= 1;
        return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderPlayer();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać ćwiczenia.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Poziom 1 z 1' })).toBeInstanceOf(Element);
  });
});
