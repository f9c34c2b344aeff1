import { ActionIcon, Group, Modal, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconRotate2,
  IconRotateClockwise2,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canZoomIn } from './image-viewer-math';
import type { useImageViewer } from './useImageViewer';
import './files.pl';

/** The viewer's top bar: the image's title and position, then previous/next, zoom, rotation and close. */
export function ImageViewerToolbar({
  viewer,
  onClose,
}: {
  viewer: ReturnType<typeof useImageViewer>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { image, count, current, natural, scale, fit, zoomedIn, move, zoomBy, rotate } = viewer;
  const percent = Math.round(scale * 100);
  const title = image?.title ?? image?.alt ?? t('files.viewer.title');
  return (
    <Group justify="space-between" gap="xs" px="sm" py={6} wrap="wrap" style={{ flexShrink: 0 }}>
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
        <Modal.Title fz="sm" fw={500} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
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
  );
}

/** An icon button of the top bar with its name as a tooltip. */
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
