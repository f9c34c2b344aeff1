import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Breadcrumbs, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailUnavailable } from '../../components/DetailUnavailable';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { supportApi, supportKeys } from './support-api';
import './support.pl';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });

/** /help/:slug: one help article (or section) with its breadcrumbs and the articles under it; no editor code. */
export function HelpArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const node = useQuery({
    queryKey: supportKeys.node(slug),
    queryFn: ({ signal }) => supportApi.get(slug, signal),
  });
  useDocumentTitle(node.data ? node.data.title : node.isError ? t('support.article.notFound') : null);

  if (node.isPending) return <CardListSkeleton count={2} />;
  if (node.isError) {
    const missing = node.error instanceof ApiError && node.error.status === 404;
    return (
      <DetailUnavailable
        title={missing ? t('support.article.notFound') : t('support.admin.loadError')}
        backTo="/help"
        backLabel={t('support.article.back')}
        onRetry={missing ? undefined : () => void node.refetch()}
      />
    );
  }
  const article = node.data;

  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }} maw={820} component="article" aria-labelledby="help-article-title">
      <nav aria-label={t('support.article.breadcrumbs')}>
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
          <Anchor component={Link} to="/help" size="sm">
            {t('support.centre.title')}
          </Anchor>
          {article.breadcrumbs.map((crumb) => (
            <Anchor key={crumb.id} component={Link} to={`/help/${crumb.slug}`} size="sm">
              {crumb.title}
            </Anchor>
          ))}
          <Text size="sm" aria-current="page">
            {article.title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} id="help-article-title">
          {article.title}
        </Title>
        {article.policies.update && (
          <Button
            component={Link}
            to={`/admin/help?edit=${encodeURIComponent(article.slug)}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
          >
            {t('support.article.edit')}
          </Button>
        )}
      </Group>
      {article.description && <Text c="dimmed">{article.description}</Text>}
      {article.content && <RichContent html={article.content} />}
      {article.children.length > 0 && (
        <Card withBorder padding="md" radius="md" component="section" aria-labelledby="help-children">
          <Title order={2} size="h4" id="help-children" mb="xs">
            {t('support.article.inSection')}
          </Title>
          <List spacing={6} listStyleType="none">
            {article.children.map((child) => (
              <List.Item key={child.id}>
                <Anchor component={Link} to={`/help/${child.slug}`}>
                  {child.title}
                </Anchor>
                {child.description && (
                  <Text size="sm" c="dimmed">
                    {child.description}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      <Text size="xs" c="dimmed">
        {t('support.article.updated', { date: dateFormat.format(new Date(article.updatedAt)) })}
      </Text>
    </Stack>
  );
}
