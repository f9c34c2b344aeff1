import './tutoring-styles';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTabs } from '../../components/ListTabs';
import { BookingList } from './BookingList';
import { useBookingsPage } from './useBookingsPage';
import './tutoring.pl';

/** /account/bookings: the viewer's bookings as a student and, for a TEACHER, of their own lessons. */
export function BookingsPage() {
  const { t } = useTranslation();
  const page = useBookingsPage();

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('tutoring.bookings.title')}</Title>
      <ListTabs
        shown={page.teaches}
        value={page.side}
        onChange={page.chooseSide}
        tabs={[
          { value: 'student', label: t('tutoring.bookings.asStudent') },
          { value: 'teacher', label: t('tutoring.bookings.asTeacher') },
        ]}
      >
        <BookingList side={page.side} page={page.page} enabled={page.ready} onPage={page.onPage} />
      </ListTabs>
    </Stack>
  );
}
