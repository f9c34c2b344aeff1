import { useElementSize, useWindowEvent } from '@mantine/hooks';
import {
  type PointerEvent as ReactPointerEvent,
  type RefCallback,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  clampPan,
  clampZoom,
  exceedsDragTolerance,
  fitScale,
  isZoomedIn,
  stepZoom,
  type TPoint,
  type TSize,
  toggleZoom,
  wheelZoom,
} from './image-viewer-math';

export type TViewerImage = { src: string; alt: string; title?: string };

type TDrag = { start: TPoint; pan: TPoint; moved: boolean };

const origin: TPoint = { x: 0, y: 0 };

/**
 * The image viewer's state: which image, its natural size once loaded, rotation, zoom (null follows the fitted size)
 * and pan; the handlers of the buttons, the keys, the wheel and the pointer (drag to pan, a click toggles the zoom).
 */
export function useImageViewer(images: TViewerImage[], opened: boolean, initialIndex: number) {
  const [index, setIndex] = useState(initialIndex);
  const [natural, setNatural] = useState<TSize | null>(null);
  const [failed, setFailed] = useState(false);
  const [rotation, setRotation] = useState(0);
  // null: follow the fitted size (it changes with the viewport and the rotation).
  const [zoom, setZoom] = useState<number | null>(null);
  const [pan, setPan] = useState<TPoint>(origin);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<TDrag | null>(null);
  const stage = useElementSize<HTMLDivElement>();
  const stageRef: RefCallback<HTMLDivElement | null> = stage.ref;

  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const image = images[current];
  const viewport: TSize =
    stage.width > 0 && stage.height > 0
      ? { width: stage.width, height: stage.height }
      : { width: window.innerWidth, height: window.innerHeight };
  const fit = natural ? fitScale(natural, viewport, rotation) : 1;
  const scale = zoom === null ? fit : clampZoom(zoom, fit);
  const zoomedIn = isZoomedIn(scale, fit);

  const show = useCallback((next: number) => {
    setIndex(next);
    setNatural(null);
    setFailed(false);
    setRotation(0);
    setZoom(null);
    setPan(origin);
  }, []);

  useEffect(() => {
    if (opened) show(initialIndex);
  }, [opened, initialIndex, show]);

  const applyZoom = (next: number) => {
    setZoom(isZoomedIn(next, fit) ? next : null);
    setPan((value) => (natural ? clampPan(value, natural, viewport, next, rotation) : origin));
  };
  const zoomBy = (direction: 1 | -1) => applyZoom(stepZoom(scale, direction, fit));
  const rotate = (degrees: 90 | -90) => {
    setRotation((value) => value + degrees);
    setPan(origin);
  };
  const move = (step: 1 | -1) => {
    if (count > 1) show((current + step + count) % count);
  };

  useWindowEvent('keydown', (event) => {
    if (!opened || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { start: { x: event.clientX, y: event.clientY }, pan, moved: false };
    const target = event.currentTarget;
    if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    const point = { x: event.clientX, y: event.clientY };
    if (!state.moved && exceedsDragTolerance(state.start, point)) state.moved = true;
    if (zoomedIn && natural) {
      const next = { x: state.pan.x + point.x - state.start.x, y: state.pan.y + point.y - state.start.y };
      setPan(clampPan(next, natural, viewport, scale, rotation));
    }
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    setDragging(false);
    if (state && !state.moved && natural) applyZoom(toggleZoom(scale, fit));
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDragging(false);
  };

  return {
    stageRef,
    count,
    current,
    image,
    natural,
    failed,
    rotation,
    pan,
    dragging,
    fit,
    scale,
    zoomedIn,
    zoomBy,
    rotate,
    move,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    onWheel: (deltaY: number) => {
      if (natural && deltaY !== 0) applyZoom(wheelZoom(scale, deltaY, fit));
    },
    onImageLoad: (event: SyntheticEvent<HTMLImageElement>) =>
      setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight }),
    onImageError: () => setFailed(true),
  };
}
