import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const confetti = vi.hoisted(() => vi.fn(() => null));
const createConfetti = vi.hoisted(() => vi.fn(() => confetti));
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: createConfetti }) }));

/** A Web Audio stand-in that records the tones it was asked to play. */
class FakeAudioContext {
  static tones: { type: OscillatorType; frequency: number }[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => undefined);
  createOscillator() {
    const oscillator = {
      type: 'sine' as OscillatorType,
      frequency: { value: 0 },
      connect: vi.fn(),
      start: vi.fn(() => FakeAudioContext.tones.push({ type: oscillator.type, frequency: oscillator.frequency.value })),
      stop: vi.fn(),
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
  }
}

const reducedMotion = (matches: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: matches && query.includes('reduce'), media: query }) as MediaQueryList,
    );

beforeEach(() => {
  vi.resetModules();
  confetti.mockClear();
  createConfetti.mockClear();
  FakeAudioContext.tones = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('playGameSound', () => {
  it('plays a short rising tune for success and two falling notes for a mistake, from one audio context', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { playGameSound } = await import('./game-effects');
    playGameSound('success');
    expect(FakeAudioContext.tones.map((tone) => tone.frequency)).toEqual([523.25, 659.25, 783.99, 1046.5]);
    FakeAudioContext.tones = [];
    playGameSound('failure');
    expect(FakeAudioContext.tones).toEqual([
      { type: 'sawtooth', frequency: 311.13 },
      { type: 'sawtooth', frequency: 233.08 },
    ]);
  });

  it('stays silent where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playGameSound } = await import('./game-effects');
    expect(() => playGameSound('success')).not.toThrow();
  });
});

describe('launchConfetti', () => {
  it('loads canvas-confetti and asks it to respect reduced motion too', async () => {
    reducedMotion(false);
    const { launchConfetti } = await import('./game-effects');
    await launchConfetti();
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ disableForReducedMotion: true }));
  });

  it("draws on the page's own canvas, not in a worker from a blob: URL that the CSP refuses, and creates it once", async () => {
    reducedMotion(false);
    const { launchConfetti } = await import('./game-effects');
    await launchConfetti();
    await launchConfetti();
    expect(createConfetti).toHaveBeenCalledTimes(1);
    expect(createConfetti).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
    expect(confetti).toHaveBeenCalledTimes(2);
  });

  it('draws nothing when the system asks for reduced motion', async () => {
    reducedMotion(true);
    const { launchConfetti } = await import('./game-effects');
    await launchConfetti();
    expect(confetti).not.toHaveBeenCalled();
  });
});
