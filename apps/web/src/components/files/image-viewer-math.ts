import { imageViewer } from '@zadania/shared';

export type TSize = { width: number; height: number };
export type TPoint = { x: number; y: number };

/** Rounding noise of repeated 0.1 steps must not make 1.2000000001 count as "above the maximum". */
const epsilon = 1e-6;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A rotation in degrees folded into 0, 90, 180 or 270. */
export function normalizeRotation(degrees: number): number {
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** The image's box as displayed: width and height swap when it lies on its side. */
export function rotatedSize(image: TSize, rotation: number): TSize {
  const sideways = normalizeRotation(rotation) % 180 === 90;
  return sideways ? { width: image.height, height: image.width } : image;
}

/**
 * The scale at which the whole (rotated) image fills `fitFactor` of the viewport; images smaller
 * than that keep their natural size (never enlarged just to fit).
 */
export function fitScale(image: TSize, viewport: TSize, rotation = 0): number {
  const box = rotatedSize(image, rotation);
  if (box.width <= 0 || box.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  const scale = Math.min(
    (viewport.width * imageViewer.fitFactor) / box.width,
    (viewport.height * imageViewer.fitFactor) / box.height,
  );
  return round(Math.min(1, scale));
}

/** Zoom stays between the fitted size and `maxZoom` (or the fit itself if that is larger). */
export function clampZoom(scale: number, fit: number): number {
  return round(Math.min(Math.max(scale, fit), Math.max(imageViewer.maxZoom, fit)));
}

/** One press of 'Powiększ' (+1) or 'Pomniejsz' (-1): a step of 0.1. */
export function stepZoom(scale: number, direction: 1 | -1, fit: number): number {
  return clampZoom(scale + direction * imageViewer.zoomStep, fit);
}

/** Wheel zoom: the scale changes by 0.0025 × deltaY (wheel down, positive deltaY, zooms out). */
export function wheelZoom(scale: number, deltaY: number, fit: number): number {
  return clampZoom(scale - deltaY * imageViewer.wheelFactor, fit);
}

export function isZoomedIn(scale: number, fit: number): boolean {
  return scale > fit + epsilon;
}

export function canZoomIn(scale: number, fit: number): boolean {
  return scale < Math.max(imageViewer.maxZoom, fit) - epsilon;
}

/** A click toggles: zoomed in → back to fit; fitted → natural size, or twice the fit for small images. */
export function toggleZoom(scale: number, fit: number): number {
  if (isZoomedIn(scale, fit)) return fit;
  return clampZoom(Math.max(1, fit * 2), fit);
}

/** A press and release count as a click unless the pointer moved more than the drag tolerance. */
export function exceedsDragTolerance(start: TPoint, point: TPoint): boolean {
  return Math.hypot(point.x - start.x, point.y - start.y) > imageViewer.dragTolerancePx;
}

/** Panning stops where the image's edge meets the viewport's edge; a smaller image stays centred. */
export function clampPan(pan: TPoint, image: TSize, viewport: TSize, scale: number, rotation: number): TPoint {
  const box = rotatedSize(image, rotation);
  const limitX = Math.max(0, (box.width * scale - viewport.width) / 2);
  const limitY = Math.max(0, (box.height * scale - viewport.height) / 2);
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}
