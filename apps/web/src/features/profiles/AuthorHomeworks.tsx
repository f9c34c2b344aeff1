import type { TUserProfile } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/TitledSection';
import { HomeworkResults } from '../homework';
import './profiles.pl';

/** The author's tasks from the catalogue (GET /homework?authorId=…), paged in the URL like the catalogue. */
export function AuthorHomeworks({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="author-homeworks-heading" title={t('profiles.authorHomeworks')} titleSize="h3">
      <HomeworkResults filters={{ authorId: profile.id }} />
    </TitledSection>
  );
}
