import { imageViewer } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  clampPan,
  clampZoom,
  exceedsDragTolerance,
  fitScale,
  normalizeRotation,
  rotatedSize,
  stepZoom,
  toggleZoom,
  wheelZoom,
} from './image-viewer-math';

const viewport = { width: 1000, height: 800 };

describe('image viewer maths', () => {
  it('keeps the section-9 constants in one place', () => {
    expect(imageViewer).toEqual({
      zoomStep: 0.1,
      wheelFactor: 0.0025,
      maxZoom: 3,
      fitFactor: 0.95,
      dragTolerancePx: 10,
    });
  });

  it('fits a large image into 0.95 of the viewport along its tighter side', () => {
    // 2000×1000: width is the tighter side, 1000 × 0.95 / 2000.
    expect(fitScale({ width: 2000, height: 1000 }, viewport)).toBe(0.475);
    // 1000×4000: height is the tighter side, 800 × 0.95 / 4000.
    expect(fitScale({ width: 1000, height: 4000 }, viewport)).toBe(0.19);
  });

  it('never enlarges a small image to fit it', () => {
    expect(fitScale({ width: 200, height: 100 }, viewport)).toBe(1);
  });

  it('swaps width and height when the image lies on its side', () => {
    expect(rotatedSize({ width: 2000, height: 1000 }, 90)).toEqual({ width: 1000, height: 2000 });
    expect(rotatedSize({ width: 2000, height: 1000 }, -180)).toEqual({ width: 2000, height: 1000 });
    // Turned by 90°, the 2000 px side is vertical: 800 × 0.95 / 2000.
    expect(fitScale({ width: 2000, height: 1000 }, viewport, 90)).toBe(0.38);
    expect(fitScale({ width: 2000, height: 1000 }, viewport, -270)).toBe(0.38);
  });

  it('folds rotations into 0, 90, 180 and 270', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(-360)).toBe(0);
  });

  it('zooms by steps of 0.1 between the fit and 3', () => {
    expect(stepZoom(0.5, 1, 0.5)).toBe(0.6);
    expect(stepZoom(0.6, -1, 0.5)).toBe(0.5);
    expect(stepZoom(0.5, -1, 0.5)).toBe(0.5);
    expect(stepZoom(2.95, 1, 0.5)).toBe(3);
    expect(canZoomIn(3, 0.5)).toBe(false);
    expect(canZoomIn(2.9, 0.5)).toBe(true);
    let scale = 1;
    for (let step = 0; step < 25; step += 1) scale = stepZoom(scale, 1, 1);
    expect(scale).toBe(3);
  });

  it('zooms with the wheel by 0.0025 × deltaY, wheel up enlarging', () => {
    expect(wheelZoom(1, -100, 0.5)).toBe(1.25);
    expect(wheelZoom(1, 100, 0.5)).toBe(0.75);
    expect(wheelZoom(1, 1000, 0.5)).toBe(0.5);
    expect(wheelZoom(2.9, -400, 0.5)).toBe(3);
  });

  it('clamps zoom to the fit when the fit itself is above the maximum', () => {
    expect(clampZoom(5, 0.4)).toBe(3);
    expect(clampZoom(0.1, 0.4)).toBe(0.4);
  });

  it('toggles between the fit and the natural size (or twice the fit for small images)', () => {
    expect(toggleZoom(0.475, 0.475)).toBe(1);
    expect(toggleZoom(1, 0.475)).toBe(0.475);
    expect(toggleZoom(1, 1)).toBe(2);
    expect(toggleZoom(2.4, 1)).toBe(1);
  });

  it('counts a move of up to 10 px as a click and anything beyond as a drag', () => {
    const start = { x: 100, y: 100 };
    expect(exceedsDragTolerance(start, { x: 110, y: 100 })).toBe(false);
    expect(exceedsDragTolerance(start, { x: 106, y: 108 })).toBe(false);
    expect(exceedsDragTolerance(start, { x: 108, y: 107 })).toBe(true);
    expect(exceedsDragTolerance(start, { x: 89, y: 100 })).toBe(true);
  });

  it('pans only as far as the enlarged image reaches past the viewport', () => {
    const image = { width: 2000, height: 1000 };
    // At scale 1 the image is 2000×1000 in a 1000×800 viewport: 500 px spare sideways, 100 px vertically.
    expect(clampPan({ x: 900, y: -300 }, image, viewport, 1, 0)).toEqual({ x: 500, y: -100 });
    expect(clampPan({ x: 40, y: 20 }, image, viewport, 1, 0)).toEqual({ x: 40, y: 20 });
    // At the fit nothing reaches past the edges, so the image stays centred.
    expect(clampPan({ x: 40, y: 20 }, image, viewport, 0.475, 0)).toEqual({ x: 0, y: 0 });
    // Turned by 90° the limits swap: 1000×2000 → 0 sideways, 600 vertically.
    expect(clampPan({ x: 300, y: 900 }, image, viewport, 1, 90)).toEqual({ x: 0, y: 600 });
  });
});
