const gameNumberFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3 });

/** A number of an exercise the Polish way: 2.5 → '2,5', -0.125 → '-0,125', 10000 → '10 000'. */
export const formatGameNumber = (value: number) => gameNumberFormat.format(value);

/** Whether the person asked the system to keep motion to a minimum. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
