import './files-styles';
import { ActionIcon, Alert, Box, Group, Loader, Modal, Text, Tooltip } from '@mantine/core';
import { useElementSize, useWindowEvent } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconRotate2,
  IconRotateClockwise2,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  canZoomIn,
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
import '../../features/files/files.pl';

export type TViewerImage = { src: string; alt: string; title?: string };

type TImageViewerProps = {
  images: TViewerImage[];
  opened: boolean;
  onClose: () => void;
  /** The image shown when the viewer opens. */
  initialIndex?: number;
};

type TDrag = { start: TPoint; pan: TPoint; moved: boolean };

const origin: TPoint = { x: 0, y: 0 };

/**
 * Full-screen image viewer (docs/product-spec.md section 2): zoom buttons, wheel zoom, rotation, drag to pan, a click
 * toggles between the fitted and the zoomed size unless the pointer moved beyond the drag tolerance.
 * Keys: Escape closes, arrows switch images, + and - zoom. Constants: `imageViewer` in @zadania/shared.
 */
export function ImageViewer({ images, opened, onClose, initialIndex = 0 }: TImageViewerProps) {
  const { t } = useTranslation();
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

  const percent = Math.round(scale * 100);
  const title = image?.title ?? image?.alt ?? t('files.viewer.title');

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen transitionProps={{ duration: 0 }}>
      <Modal.Overlay backgroundOpacity={0.9} />
      <Modal.Content
        bg="dark.9"
        c="gray.1"
        styles={{ inner: { padding: 0 } }}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Group justify="space-between" gap="xs" px="sm" py={6} wrap="wrap" style={{ flexShrink: 0 }}>
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
            <Modal.Title
              fz="sm"
              fw={500}
              style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {title}
            </Modal.Title>
            {count > 1 && (
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('files.viewer.position', { current: current + 1, total: count })}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="wrap" justify="flex-end">
            {count > 1 && (
              <>
                <ViewerButton label={t('files.viewer.previous')} onClick={() => move(-1)}>
                  <IconChevronLeft size={20} aria-hidden />
                </ViewerButton>
                <ViewerButton label={t('files.viewer.next')} onClick={() => move(1)}>
                  <IconChevronRight size={20} aria-hidden />
                </ViewerButton>
              </>
            )}
            <ViewerButton label={t('files.viewer.zoomOut')} onClick={() => zoomBy(-1)} disabled={!natural || !zoomedIn}>
              <IconZoomOut size={20} aria-hidden />
            </ViewerButton>
            <Text size="xs" w={44} ta="center" aria-live="polite" aria-label={t('files.viewer.zoom', { percent })}>
              {natural ? `${percent}%` : ''}
            </Text>
            <ViewerButton
              label={t('files.viewer.zoomIn')}
              onClick={() => zoomBy(1)}
              disabled={!natural || !canZoomIn(scale, fit)}
            >
              <IconZoomIn size={20} aria-hidden />
            </ViewerButton>
            <ViewerButton label={t('files.viewer.rotateLeft')} onClick={() => rotate(-90)} disabled={!natural}>
              <IconRotate2 size={20} aria-hidden />
            </ViewerButton>
            <ViewerButton label={t('files.viewer.rotateRight')} onClick={() => rotate(90)} disabled={!natural}>
              <IconRotateClockwise2 size={20} aria-hidden />
            </ViewerButton>
            <ViewerButton label={t('files.viewer.close')} onClick={onClose}>
              <IconX size={20} aria-hidden />
            </ViewerButton>
          </Group>
        </Group>
        <Box
          ref={stage.ref}
          data-testid="image-viewer-stage"
          pos="relative"
          style={{
            flex: 1,
            overflow: 'hidden',
            touchAction: 'none',
            userSelect: 'none',
            cursor: dragging && zoomedIn ? 'grabbing' : zoomedIn ? 'grab' : 'zoom-in',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onWheel={(event) => {
            if (natural && event.deltaY !== 0) applyZoom(wheelZoom(scale, event.deltaY, fit));
          }}
        >
          {image && !failed && (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              draggable={false}
              onLoad={(event) =>
                setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
              }
              onError={() => setFailed(true)}
              style={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                width: natural ? natural.width : undefined,
                height: natural ? natural.height : undefined,
                maxWidth: 'none',
                opacity: natural ? 1 : 0,
                transform: `translate(-50%, -50%) translate(${pan.x}px, ${pan.y}px) rotate(${rotation}deg) scale(${scale})`,
                transition: dragging ? 'none' : 'transform 120ms ease-out',
              }}
            />
          )}
          {image && !natural && !failed && (
            <Loader color="gray" pos="absolute" top="50%" left="50%" style={{ translate: '-50% -50%' }} />
          )}
          {failed && (
            <Alert color="red" pos="absolute" top="50%" left="50%" style={{ translate: '-50% -50%' }}>
              {t('files.viewer.loadError')}
            </Alert>
          )}
        </Box>
      </Modal.Content>
    </Modal.Root>
  );
}

function ViewerButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={500} closeDelay={200}>
      <ActionIcon variant="subtle" color="gray.1" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
