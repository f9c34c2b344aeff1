import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useGenerators } from '../assignments';
import type { TMathFieldModule } from '../homework';
import { AssignToClass } from './AssignToClass';
import { GeneratorCheck } from './GeneratorCheck';
import { useGeneratorVariant } from './useGeneratorVariant';
import './generators.pl';

/**
 * /generators/{id}: one generator's exam, section and requirements; a drawn variant (its seed in the URL), the answer
 * checked with its worked solution, a new variant; a teacher's 'Zadaj klasie'. Public, like the API.
 */
export function GeneratorPage({ loadMathField }: { loadMathField?: () => Promise<TMathFieldModule> }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const generators = useGenerators();
  const generator = generators.data?.results.find((candidate) => candidate.id === id);
  useDocumentTitle(generator?.title ?? t('generators.title'));

  return (
    <Stack gap="lg" py="lg" maw={900}>
      <BackLink to="/generators">{t('generators.back')}</BackLink>
      {!generators.data ? (
        <ListNotLoaded
          list={generators}
          skeleton={<Skeleton height={200} radius="md" />}
          message={t('generators.loadError')}
          retryLabel={t('generators.retry')}
        />
      ) : !generator ? (
        <Alert color="yellow" role="alert" title={t('generators.notFound')} />
      ) : (
        <>
          <Stack gap={6}>
            <Title order={1}>{generator.title}</Title>
            <Text c="dimmed">
              {t(`generators.exams.${generator.exam}`)} · {generator.section}
            </Text>
            {generator.requirements.length > 0 ? (
              <Group gap={4}>
                {generator.requirements.map((requirement) => (
                  <Badge key={requirement.code} variant="light" tt="none">
                    {requirement.code}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <div>
              <AssignToClass generatorId={generator.id} />
            </div>
          </Stack>
          <VariantCard generatorId={generator.id} loadMathField={loadMathField} />
        </>
      )}
    </Stack>
  );
}

function VariantCard({
  generatorId,
  loadMathField,
}: {
  generatorId: string;
  loadMathField?: () => Promise<TMathFieldModule>;
}) {
  const { t } = useTranslation();
  const { seed, variant, draw } = useGeneratorVariant(generatorId);
  const heading = useRef<HTMLHeadingElement>(null);
  const drawn = draw.isSuccess;
  // A new variant drawn by the button: its heading takes the focus, so that a screen reader starts at the task.
  useEffect(() => {
    if (drawn && variant.data) heading.current?.focus();
  }, [drawn, variant.data]);
  const failure = draw.error ?? variant.error;
  const drawButton = (
    <Button
      leftSection={<IconDice5 size={18} aria-hidden />}
      loading={draw.isPending}
      onClick={() => draw.mutate()}
      variant={seed === undefined ? 'filled' : 'default'}
      w="fit-content"
    >
      {seed === undefined ? t('generators.draw') : t('generators.drawAnother')}
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure instanceof ApiError ? failure.message : t('generators.variantError')}
          </Alert>
        ) : null}
        {seed === undefined ? (
          <Text>{t('generators.drawHint')}</Text>
        ) : variant.isPending ? (
          <Skeleton height={120} radius="sm" role="status" aria-label={t('app.loading')} />
        ) : variant.data ? (
          <>
            <Title order={2} size="h4" ref={heading} tabIndex={-1}>
              {t('generators.variantHeading', { seed })}
            </Title>
            <RichContent html={variant.data.statement} />
            <GeneratorCheck key={seed} generatorId={generatorId} seed={seed} loadMathField={loadMathField} />
          </>
        ) : null}
        {drawButton}
      </Stack>
    </Card>
  );
}
