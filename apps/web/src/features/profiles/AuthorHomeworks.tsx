import { Stack, Title } from '@mantine/core';
import type { TUserProfile } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { HomeworkResults } from '../homework/HomeworkResults';

/** The author's tasks from the catalogue (GET /homework?authorId=…), paged in the URL like the catalogue. */
export function AuthorHomeworks({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="author-homeworks-heading">
      <Title order={2} size="h3" id="author-homeworks-heading">
        {t('profiles.authorHomeworks')}
      </Title>
      <HomeworkResults filters={{ authorId: profile.id }} />
    </Stack>
  );
}
