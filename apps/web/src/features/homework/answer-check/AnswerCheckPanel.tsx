import { Anchor, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TitledCard } from '../../../components/TitledSection';
import { useIsAuthenticated } from '../../../lib/session/useSession';
import type { TAnswerCheckFormProps } from './AnswerCheckForm';
import '../homework.pl';

// The form (its field, verdict and history) is for signed-in students only: it loads apart from the task page.
const AnswerCheckForm = lazy(() => import('./AnswerCheckForm').then((module) => ({ default: module.AnswerCheckForm })));

// The form is loaded when the panel opens; the panel passes its props through.
export type TAnswerCheckPanelProps = TAnswerCheckFormProps;
/**
 * 'Sprawdź swoją odpowiedź' under an open task with a machine-checkable answer: the student types an answer in
 * a math field, the server says right or wrong (never the answer), and the student's earlier attempts are listed.
 * A signed-out reader is asked to sign in.
 */
export function AnswerCheckPanel({ homeworkId, kind, subject, conceptIds, loadMathField }: TAnswerCheckPanelProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const headingId = useId();

  return (
    <TitledCard id={headingId} title={t('answerCheck.title')} titleSize="h4">
      {isAuthenticated ? (
        <Suspense fallback={<Skeleton height={80} radius="sm" aria-hidden />}>
          <AnswerCheckForm
            homeworkId={homeworkId}
            kind={kind}
            subject={subject}
            conceptIds={conceptIds}
            loadMathField={loadMathField}
          />
        </Suspense>
      ) : (
        <Text size="sm">
          <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`}>
            {t('answerCheck.signIn')}
          </Anchor>
          , {t('answerCheck.signInText')}
        </Text>
      )}
    </TitledCard>
  );
}
