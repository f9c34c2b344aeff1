import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackLink } from '../features/reports/FeedbackLink';
import { useIsAuthenticated } from '../lib/session/useSession';
import classes from './AppFooter.module.css';

/**
 * Every page's footer: the help centre, the curriculum, the task generators, the viewer's reports, feedback from the
 * page it is on, the regulamin, the Standardy Ochrony Małoletnich and the privacy policy.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  return (
    <Group component="footer" className={classes.footer} justify="center" gap="md" mt="xl" py="md" wrap="wrap">
      <Anchor component={Link} to="/help" size="sm">
        {t('nav.help')}
      </Anchor>
      <Anchor component={Link} to="/curriculum" size="sm">
        {t('nav.curriculum')}
      </Anchor>
      <Anchor component={Link} to="/generators" size="sm">
        {t('nav.generators')}
      </Anchor>
      {signedIn && (
        <Anchor component={Link} to="/account/reports" size="sm">
          {t('nav.myReports')}
        </Anchor>
      )}
      <FeedbackLink />
      <Anchor component={Link} to="/regulamin" size="sm">
        {t('nav.terms')}
      </Anchor>
      <Anchor component={Link} to="/standardy-ochrony-maloletnich" size="sm">
        {t('nav.childProtection')}
      </Anchor>
      <Anchor component={Link} to="/polityka-prywatnosci" size="sm">
        {t('nav.privacy')}
      </Anchor>
    </Group>
  );
}
