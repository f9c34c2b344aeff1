import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './download-file';
import { fileUrls } from './files-api';
import './files.pl';

export type TVideoFile = Pick<TUploadedFile, 'id' | 'originalname' | 'url' | 'embedUrl'>;

type TVideoPlayerProps = {
  file: TVideoFile;
  /** Source of the <video> (a signed preview URL for private files); defaults to the file's URL. */
  src?: string;
  /** Shown above the player; defaults to the original file name. */
  title?: string;
  withDownload?: boolean;
};

/** Our own files play in the browser's player; a file handed to the hosted video library is embedded instead. */
export function VideoPlayer({ file, src, title, withDownload = true }: TVideoPlayerProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const heading = title ?? file.originalname;
  const embedUrl = file.embedUrl ?? null;
  const source = src ?? file.url ?? fileUrls.content(file.id);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(file);
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={500} size="sm" truncate>
          {heading}
        </Text>
        {withDownload && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('files.video.download')}
          </Button>
        )}
      </Group>
      {embedUrl ? (
        <Box style={{ aspectRatio: '16 / 9', width: '100%' }}>
          <iframe
            src={embedUrl}
            title={t('files.video.embedTitle', { name: heading })}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
          />
        </Box>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks
        <video
          controls
          preload="metadata"
          src={source}
          aria-label={heading}
          style={{ width: '100%', maxHeight: '70vh', display: 'block', background: 'black' }}
        >
          {t('files.video.unsupported')}
        </video>
      )}
    </Stack>
  );
}
