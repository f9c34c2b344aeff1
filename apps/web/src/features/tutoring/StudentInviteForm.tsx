import { Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInviteStudent } from './useStudentsPage';
import './tutoring.pl';

/** A TEACHER picks a user (not yet linked) and invites them as a student. */
export function StudentInviteForm() {
  const { t } = useTranslation();
  const invite = useInviteStudent();
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={invite.submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tutoring.students.invite')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('tutoring.students.pickStudent')}
            placeholder={t('tutoring.students.pickPlaceholder')}
            searchable
            clearable
            data={invite.options}
            value={invite.studentId}
            onChange={invite.setStudentId}
            searchValue={invite.search}
            onSearchChange={invite.setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('tutoring.students.nobody')}
            error={invite.error}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={!invite.studentId}
            loading={invite.inviting}
          >
            {t('tutoring.students.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
