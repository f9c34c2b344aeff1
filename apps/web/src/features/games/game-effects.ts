import { prefersReducedMotion } from './game-format';

export type TGameSound = 'success' | 'failure';

type TNote = { frequency: number; at: number; duration: number };

// Short tones, no audio files: a rising major arpeggio for success, two falling low notes for a mistake.
const melodies: Record<TGameSound, { wave: OscillatorType; notes: TNote[] }> = {
  success: {
    wave: 'triangle',
    notes: [
      { frequency: 523.25, at: 0, duration: 0.12 },
      { frequency: 659.25, at: 0.1, duration: 0.12 },
      { frequency: 783.99, at: 0.2, duration: 0.12 },
      { frequency: 1046.5, at: 0.3, duration: 0.25 },
    ],
  },
  failure: {
    wave: 'sawtooth',
    notes: [
      { frequency: 311.13, at: 0, duration: 0.18 },
      { frequency: 233.08, at: 0.18, duration: 0.3 },
    ],
  },
};

let audioContext: AudioContext | null = null;

function getAudioContext(): AudioContext | null {
  if (audioContext) return audioContext;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audioContext = new window.AudioContext();
  return audioContext;
}

/** Plays the exercise's short success or failure tune with the Web Audio API; silent where there is none. */
export function playGameSound(sound: TGameSound): void {
  const context = getAudioContext();
  if (!context) return;
  if (context.state === 'suspended') void context.resume();
  const { wave, notes } = melodies[sound];
  const start = context.currentTime;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = note.frequency;
    const begin = start + note.at;
    const end = begin + note.duration;
    gain.gain.setValueAtTime(0.0001, begin);
    gain.gain.exponentialRampToValueAtTime(0.15, begin + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(begin);
    oscillator.stop(end + 0.02);
  }
}

/**
 * Confetti for a level done right: canvas-confetti is loaded on the first success only, and nothing is loaded or
 * drawn when the system asks for reduced motion (the library's own `disableForReducedMotion` as a second guard).
 */
export async function launchConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  if (!fireConfetti) {
    const { default: confetti } = await import('canvas-confetti');
    // On the page's own canvas: the library's default draws in a worker started from a blob: URL, which the
    // Content-Security-Policy (worker-src falls back to script-src 'self') refuses, and nothing is drawn.
    fireConfetti = confetti.create(undefined, { resize: true, useWorker: false });
  }
  void fireConfetti({ particleCount: 120, spread: 75, origin: { y: 0.7 }, disableForReducedMotion: true });
}

let fireConfetti: ((options: import('canvas-confetti').Options) => Promise<null> | null) | undefined;
