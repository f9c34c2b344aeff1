import { Anchor, Group, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { THomeworksBookNode } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nodeLabel } from './BookTree';
import { bookNodePath } from './book-format';
import './coursebooks.pl';

/** On a task's page: the book page or exercise it is attached to, linking to the book opened at that node. */
export function HomeworkBookPlace({ place }: { place: THomeworksBookNode }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
      <IconBook size={16} aria-hidden style={{ flex: 'none', alignSelf: 'center' }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('coursebooks.homeworkPlace')}{' '}
        <Anchor component={Link} to={bookNodePath(place.book.slug, place.id)} inherit>
          {`${place.book.title} · ${nodeLabel(place)}`}
        </Anchor>
      </Text>
    </Group>
  );
}
