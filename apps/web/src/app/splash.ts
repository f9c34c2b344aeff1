/** Fades out and removes the static splash of index.html (styled by public/splash.css). */
export function removeSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('splash-hidden')) return;
  splash.classList.add('splash-hidden');
  splash.addEventListener('transitionend', () => splash.remove(), { once: true });
  // transitionend never fires when transitions are disabled (reduced motion, background tab)
  window.setTimeout(() => splash.remove(), 400);
}
