import { Image, SimpleGrid, Skeleton, Stack, Title, UnstyledButton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { TSolution, TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileRow } from '../../components/files/FileRow';
import { filesApi, fileUrls } from '../../components/files/files-api';
import { ImageViewer } from '../../components/files/ImageViewer';
import { VideoPlayer } from '../../components/files/VideoPlayer';
import '../../components/files/files.pl';

const contentUrl = (file: TUploadedFile) => file.url ?? fileUrls.content(file.id);

/**
 * A paid solution's files are held back by the API, and <img> and <video> send no Authorization header: whoever
 * sees the solution loads them from the signed links `/file/{id}/preview` gives (hours long for a video, which is
 * read once so the playing video keeps its address). A free solution's files are public and used as they are.
 */
function useReadableFiles(solution: TSolution) {
  const heldBack = solution.access.paid;
  const files = [
    ...solution.imageFiles,
    ...(solution.videoFile ? [solution.videoFile] : []),
    ...solution.attachmentFiles,
  ];
  const links = useQueries({
    queries: files.map((file) => ({
      queryKey: ['homework', 'solution-file-url', file.id],
      queryFn: () => filesApi.preview(file.id),
      enabled: heldBack,
      staleTime: file.mimetype.startsWith('video/') ? Number.POSITIVE_INFINITY : 5 * 60_000,
      refetchOnWindowFocus: false,
    })),
  });
  if (!heldBack) return { ready: true, readable: (file: TUploadedFile) => file };
  const urls = new Map(files.map((file, index) => [file.id, links[index]?.data?.url]));
  return {
    ready: files.every((file) => urls.get(file.id)),
    readable: (file: TUploadedFile): TUploadedFile => ({ ...file, url: urls.get(file.id) ?? null, thumbnailUrl: null }),
  };
}

/** IMAGE and VIDEO solutions and the attached files of a solution. */
export function SolutionMedia({ solution }: { solution: TSolution }) {
  const { ready, readable } = useReadableFiles(solution);
  if (!ready) return <Skeleton h={220} radius="md" data-testid="solution-media-loading" />;
  return (
    <ReadableSolutionMedia
      imageFiles={solution.imageFiles.map(readable)}
      videoFile={solution.videoFile ? readable(solution.videoFile) : null}
      attachmentFiles={solution.attachmentFiles.map(readable)}
    />
  );
}

function ReadableSolutionMedia({
  imageFiles,
  videoFile,
  attachmentFiles,
}: Pick<TSolution, 'imageFiles' | 'videoFile' | 'attachmentFiles'>) {
  const { t } = useTranslation();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const total = imageFiles.length;
  const images = imageFiles.map((file, index) => ({
    src: contentUrl(file),
    alt: t('files.solution.imageAlt', { current: index + 1, total }),
  }));

  return (
    <>
      {total > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="solution-images-heading">
          <Title order={3} size="h5" id="solution-images-heading">
            {t('files.solution.images')}
          </Title>
          <SimpleGrid cols={{ base: total === 1 ? 1 : 2, sm: Math.min(total, 3) }} spacing="sm">
            {imageFiles.map((file, index) => (
              <UnstyledButton
                key={file.id}
                aria-label={t('files.solution.openImage', { current: index + 1, total })}
                onClick={() => setViewerIndex(index)}
                style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', cursor: 'zoom-in' }}
              >
                <Image
                  src={file.thumbnailUrl ?? contentUrl(file)}
                  alt={images[index]?.alt ?? ''}
                  loading="lazy"
                  radius="md"
                  fit="contain"
                  mah={total === 1 ? 480 : 220}
                  bg="var(--mantine-color-default-hover)"
                />
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <ImageViewer
            images={images}
            opened={viewerIndex !== null}
            initialIndex={viewerIndex ?? 0}
            onClose={() => setViewerIndex(null)}
          />
        </Stack>
      )}
      {videoFile && (
        <Stack gap="xs" component="section" aria-labelledby="solution-video-heading">
          <Title order={3} size="h5" id="solution-video-heading">
            {t('files.solution.video')}
          </Title>
          <VideoPlayer file={videoFile} />
        </Stack>
      )}
      {attachmentFiles.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="solution-files-heading">
          <Title order={3} size="h5" id="solution-files-heading">
            {t('files.solution.attachments')}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0}>
            {attachmentFiles.map((file) => (
              <FileRow key={file.id} status="stored" file={file} />
            ))}
          </Stack>
        </Stack>
      )}
    </>
  );
}
