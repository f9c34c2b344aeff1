import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from './files-test-utils';
import { ImageViewer, type TViewerImage } from './ImageViewer';

// jsdom's window is 1024×768 and lays nothing out, so the viewer fits into the window size.
// A 4864×1000 image fits at 1024 × 0.95 / 4864 = 0.2, i.e. 20%.
const images: TViewerImage[] = [
  { src: '/api/file/a/content', alt: 'Tablica z rozwiązaniem' },
  { src: '/api/file/b/content', alt: 'Wykres funkcji' },
];

function loadImage(alt: string, width = 4864, height = 1000) {
  const img = screen.getByRole('img', { name: alt }) as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
  return img;
}

function renderViewer(list = images, onClose = vi.fn(), initialIndex = 0) {
  renderWithToasts(<ImageViewer images={list} opened onClose={onClose} initialIndex={initialIndex} />);
  return onClose;
}

const zoomText = () => screen.getByLabelText(/^Powiększenie: \d+%$/).getAttribute('aria-label');
const stage = () => screen.getByTestId('image-viewer-stage');

describe('ImageViewer', () => {
  it('opens fitted to 0.95 of the viewport and zooms by 0.1 with the buttons, up to 3', () => {
    renderViewer([images[0]!]);
    const img = loadImage('Tablica z rozwiązaniem');
    expect(zoomText()).toBe('Powiększenie: 20%');
    expect(img.style.transform).toContain('scale(0.2)');
    expect((screen.getByRole('button', { name: 'Pomniejsz' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Powiększ' }));
    expect(zoomText()).toBe('Powiększenie: 30%');
    expect(img.style.transform).toContain('scale(0.3)');
    fireEvent.click(screen.getByRole('button', { name: 'Pomniejsz' }));
    expect(zoomText()).toBe('Powiększenie: 20%');

    // The same button, found once: finding it by role 40 times (accessible names in jsdom) took seconds.
    const zoomIn = screen.getByRole('button', { name: 'Powiększ' }) as HTMLButtonElement;
    for (let press = 0; press < 40; press += 1) fireEvent.click(zoomIn);
    expect(zoomText()).toBe('Powiększenie: 300%');
    expect(zoomIn.disabled).toBe(true);
  });

  it('zooms with the wheel by 0.0025 × deltaY', () => {
    renderViewer([images[0]!]);
    loadImage('Tablica z rozwiązaniem');
    fireEvent.wheel(stage(), { deltaY: -40 });
    expect(zoomText()).toBe('Powiększenie: 30%');
    fireEvent.wheel(stage(), { deltaY: 400 });
    expect(zoomText()).toBe('Powiększenie: 20%');
  });

  it('rotates by 90° both ways and refits the image on its side', () => {
    renderViewer([images[0]!]);
    const img = loadImage('Tablica z rozwiązaniem');
    fireEvent.click(screen.getByRole('button', { name: 'Obróć w prawo' }));
    expect(img.style.transform).toContain('rotate(90deg)');
    // On its side the 4864 px edge is vertical: 768 × 0.95 / 4864 = 0.15.
    expect(zoomText()).toBe('Powiększenie: 15%');
    fireEvent.click(screen.getByRole('button', { name: 'Obróć w lewo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Obróć w lewo' }));
    expect(img.style.transform).toContain('rotate(-90deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Obróć w lewo' }));
    expect(img.style.transform).toContain('rotate(-180deg)');
    expect(zoomText()).toBe('Powiększenie: 20%');
  });

  it('toggles zoom on a click, but not when the pointer moved more than 10 px: that pans', () => {
    renderViewer([images[0]!]);
    const img = loadImage('Tablica z rozwiązaniem');

    // A press and release 7 px apart is still a click: fit → natural size.
    fireEvent.pointerDown(stage(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: 105, clientY: 105, pointerId: 1 });
    expect(zoomText()).toBe('Powiększenie: 100%');

    // A 30 px move is a drag: the image pans and the zoom stays.
    fireEvent.pointerDown(stage(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage(), { clientX: 130, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: 130, clientY: 100, pointerId: 1 });
    expect(zoomText()).toBe('Powiększenie: 100%');
    expect(img.style.transform).toContain('translate(30px, 0px)');

    // A movement that comes back still counts as a drag once it went beyond the tolerance.
    fireEvent.pointerDown(stage(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage(), { clientX: 100, clientY: 120, pointerId: 1 });
    fireEvent.pointerMove(stage(), { clientX: 100, clientY: 101, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: 100, clientY: 101, pointerId: 1 });
    expect(zoomText()).toBe('Powiększenie: 100%');

    // Another click goes back to the fit, centred again.
    fireEvent.pointerDown(stage(), { clientX: 300, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: 300, clientY: 300, pointerId: 1 });
    expect(zoomText()).toBe('Powiększenie: 20%');
    expect(img.style.transform).toContain('translate(0px, 0px)');
  });

  it('switches images with the arrows and the buttons, zooms with + and -, and closes on Escape', () => {
    const onClose = renderViewer();
    loadImage('Tablica z rozwiązaniem');
    expect(screen.getByText('1 z 2')).toBeInstanceOf(Element);

    fireEvent.keyDown(window, { key: '+' });
    expect(zoomText()).toBe('Powiększenie: 30%');
    fireEvent.keyDown(window, { key: '-' });
    expect(zoomText()).toBe('Powiększenie: 20%');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('2 z 2')).toBeInstanceOf(Element);
    expect(screen.getByRole('img', { name: 'Wykres funkcji' }).getAttribute('src')).toBe('/api/file/b/content');
    // Going past the last image wraps to the first.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('1 z 2')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni obraz' }));
    expect(screen.getByText('2 z 2')).toBeInstanceOf(Element);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('1 z 2')).toBeInstanceOf(Element);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no image switching for a single image and closes with its button', () => {
    const onClose = renderViewer([images[1]!]);
    expect(screen.queryByRole('button', { name: 'Następny obraz' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Wykres funkcji' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
