import { Center, Image, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { TBookSummary } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './coursebooks.pl';

/** A book's cover image, or a plain placeholder of the same size. */
export function BookCover({ book, width = 96 }: { book: Pick<TBookSummary, 'title' | 'cover'>; width?: number }) {
  const { t } = useTranslation();
  const height = Math.round(width * 1.4);
  if (book.cover) {
    return (
      <Image
        src={book.cover.url}
        alt={t('coursebooks.coverAlt', { title: book.title })}
        w={width}
        h={height}
        fit="cover"
        radius="sm"
        loading="lazy"
        style={{ flex: 'none' }}
      />
    );
  }
  return (
    <Center
      w={width}
      h={height}
      bg="var(--mantine-color-default-hover)"
      style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)' }}
      aria-hidden
    >
      <IconBook size={width / 3} />
      <Text component="span" hidden>
        {t('coursebooks.noCover')}
      </Text>
    </Center>
  );
}
