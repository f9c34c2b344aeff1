import './files-styles';
import { Alert, Box, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageViewerToolbar } from './ImageViewerToolbar';
import { type TViewerImage, useImageViewer } from './useImageViewer';
import './files.pl';

export type { TViewerImage } from './useImageViewer';

type TImageViewerProps = {
  images: TViewerImage[];
  opened: boolean;
  onClose: () => void;
  /** The image shown when the viewer opens. */
  initialIndex?: number;
};

/**
 * Full-screen image viewer (docs/product-spec.md section 2): zoom buttons, wheel zoom, rotation, drag to pan, a click
 * toggles between the fitted and the zoomed size unless the pointer moved beyond the drag tolerance.
 * Keys: Escape closes, arrows switch images, + and - zoom. Constants: `imageViewer` in @zadania/shared.
 */
export function ImageViewer({ images, opened, onClose, initialIndex = 0 }: TImageViewerProps) {
  const { t } = useTranslation();
  const viewer = useImageViewer(images, opened, initialIndex);
  const { image, natural, failed, rotation, pan, scale, zoomedIn, dragging } = viewer;

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen transitionProps={{ duration: 0 }}>
      <Modal.Overlay backgroundOpacity={0.9} />
      <Modal.Content
        bg="dark.9"
        c="gray.1"
        styles={{ inner: { padding: 0 } }}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <ImageViewerToolbar viewer={viewer} onClose={onClose} />
        <Box
          ref={viewer.stageRef}
          data-testid="image-viewer-stage"
          pos="relative"
          style={{
            flex: 1,
            overflow: 'hidden',
            touchAction: 'none',
            userSelect: 'none',
            cursor: dragging && zoomedIn ? 'grabbing' : zoomedIn ? 'grab' : 'zoom-in',
          }}
          {...viewer.pointer}
          onWheel={(event) => viewer.onWheel(event.deltaY)}
        >
          {image && !failed && (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              draggable={false}
              onLoad={viewer.onImageLoad}
              onError={viewer.onImageError}
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
