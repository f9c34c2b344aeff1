import { Menu } from '@mantine/core';
import { IconCalendar, IconCalendarEvent, IconSchool, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { can, tutoring } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './tutoring.pl';

/** 'Kalendarz', 'Moje rezerwacje' and the student–teacher links in the user menu; a TEACHER also gets the offer. */
export function TutoringMenuItems() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const teaches = can(viewer, 'offerLessons', tutoring);
  return (
    <>
      <Menu.Item component={Link} to="/account/calendar" leftSection={<IconCalendar size={16} />}>
        {t('tutoring.menuCalendar')}
      </Menu.Item>
      <Menu.Item component={Link} to="/account/bookings" leftSection={<IconCalendarEvent size={16} />}>
        {t('tutoring.bookings.title')}
      </Menu.Item>
      <Menu.Item component={Link} to="/account/students" leftSection={<IconUsers size={16} />}>
        {teaches ? t('tutoring.students.title') : t('tutoring.students.myTeachers')}
      </Menu.Item>
      {teaches && (
        <Menu.Item component={Link} to="/account/tutoring" leftSection={<IconSchool size={16} />}>
          {t('tutoring.menuOffer')}
        </Menu.Item>
      )}
      {teaches && (
        <Menu.Item component={Link} to="/teacher/verification" leftSection={<IconShieldCheck size={16} />}>
          {t('tutoring.menuVerification')}
        </Menu.Item>
      )}
    </>
  );
}
