import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Box, Center, Image } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrls } from '../../components/files/files-api';
import './courses.pl';

/** Covers are shown 16:9 everywhere, so cards of one grid line up whatever was uploaded. */
export const courseCoverRatio = 16 / 9;

type TCourseCoverProps = {
  title: string;
  /** An EDITOR_IMAGE upload (public), or none: a neutral placeholder of the same size. */
  coverFileId?: string | null;
  radius?: string | number;
};

/** The URL the browser loads a course cover from (a public file's bytes). */
export function courseCoverUrl(coverFileId: string): string {
  return fileUrls.content(coverFileId);
}

/**
 * A course's cover at a fixed 16:9 ratio filling its parent's width, loaded lazily; the placeholder also stands in
 * for a cover that fails to load. The placeholder is decorative: the course's title is always next to it.
 */
export function CourseCover({ title, coverFileId = null, radius = 'sm' }: TCourseCoverProps) {
  const { t } = useTranslation();
  const [failedId, setFailedId] = useState<string | null>(null);
  const shown = coverFileId && coverFileId !== failedId ? coverFileId : null;
  return (
    <AspectRatio ratio={courseCoverRatio} w="100%">
      {shown ? (
        <Image
          src={courseCoverUrl(shown)}
          alt={t('courses.coverAlt', { title })}
          fit="cover"
          radius={radius}
          loading="lazy"
          decoding="async"
          onError={() => setFailedId(shown)}
          data-testid="course-cover"
        />
      ) : (
        <Box
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: typeof radius === 'number' ? radius : `var(--mantine-radius-${radius})` }}
          aria-hidden
          data-testid="course-cover-placeholder"
        >
          <Center h="100%" c="dimmed">
            <IconSchool size="30%" stroke={1.25} style={{ maxWidth: 64, maxHeight: 64 }} />
          </Center>
        </Box>
      )}
    </AspectRatio>
  );
}
