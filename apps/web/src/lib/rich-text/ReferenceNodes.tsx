import { Badge, Group, HoverCard, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mathConceptEndpoints } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';
import { richLabels } from './labels';
import { useRichRenderContext } from './rich-render-context';
import '../../components/catalogue.pl';

/** Tooltips and previews of rich content: docs/product-spec.md section 9. */
export const RICH_TOOLTIP_DELAYS = { openDelay: 500, closeDelay: 200 } as const;

function RichTooltip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Tooltip
      label={label}
      {...RICH_TOOLTIP_DELAYS}
      multiline
      maw={360}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      classNames={{ tooltip: 'rich-tooltip' }}
    >
      {children}
    </Tooltip>
  );
}

/** A footnote mark '[n]' whose tooltip shows the footnote's own rich content. */
export function FootnoteRef({ id, label, content }: { id: string | null; label: string; content: string }) {
  const { renderNested } = useRichRenderContext();
  return (
    <sup id={id ?? undefined} data-type="footnote" className="rich-footnote">
      <RichTooltip label={<div className="rich-content rich-nested">{renderNested(content)}</div>}>
        <button type="button" className="rich-reference-button" aria-label={richLabels.footnote(label)}>
          {label}
        </button>
      </RichTooltip>
    </sup>
  );
}

function citationText(get: (name: string) => string | null): ReactNode {
  const title = get('data-title');
  const place = [get('data-publish-place'), get('data-publish-date')].filter(Boolean).join(' ');
  const parts: ReactNode[] = [];
  const author = get('data-author');
  if (author) parts.push(author);
  if (title) parts.push(<em key="title">{title}</em>);
  for (const part of [get('data-publisher'), place]) if (part) parts.push(part);
  const isbn = get('data-isbn');
  if (isbn) parts.push(`ISBN ${isbn}`);
  const pages = get('data-pages');
  if (pages) parts.push(`${richLabels.citationPages} ${pages}`);
  const url = get('data-url');
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of parts
        <span key={index}>
          {index > 0 && ', '}
          {part}
        </span>
      ))}
      {parts.length > 0 && '.'}
      {get('data-description') && <div>{get('data-description')}</div>}
      {url && <div className="rich-citation-url">{url}</div>}
    </>
  );
}

/** A citation mark '[n]': the tooltip shows the formatted source, or its custom rich content. */
export function CitationRef({ label, get }: { label: string; get: (name: string) => string | null }) {
  const { renderNested } = useRichRenderContext();
  const custom = get('data-variant') === 'custom' && get('data-content');
  const url = get('data-url');
  const content = custom ? (
    <div className="rich-content rich-nested">{renderNested(custom)}</div>
  ) : (
    <div>{citationText(get)}</div>
  );
  const markProps = { 'data-type': 'citation', 'aria-label': richLabels.citation(label), children: label };
  const mark = url ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="rich-citation" {...markProps} />
  ) : (
    <button type="button" className="rich-citation rich-reference-button" {...markProps} />
  );
  return <RichTooltip label={content}>{mark}</RichTooltip>;
}

function ConceptPreview({ conceptId }: { conceptId: string }) {
  const { t } = useTranslation();
  const { renderNested } = useRichRenderContext();
  const concept = useQuery({
    queryKey: queryKeys.concept(conceptId),
    queryFn: ({ signal }) =>
      callEndpoint(mathConceptEndpoints.get, { params: { id: conceptId }, signal, errorToast: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (concept.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{richLabels.conceptLoading}</Text>
      </Group>
    );
  }
  if (concept.isError || !concept.data) return <Text size="sm">{richLabels.conceptUnavailable}</Text>;
  const { name, type, description } = concept.data;
  return (
    <Stack gap={6} data-testid="concept-preview">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={700}>{name}</Text>
        <Badge size="sm" variant="light">
          {t(`catalogue.conceptTypes.${type}`)}
        </Badge>
      </Group>
      {description && (
        <div className="rich-content rich-nested rich-concept-description">{renderNested(description)}</div>
      )}
    </Stack>
  );
}

/** A concept reference: a link to its article (new tab) with a preview card on hover. */
export function ConceptReference({ conceptId, children }: { conceptId: string; children: ReactNode }) {
  const href = `/resources/concepts/${encodeURIComponent(conceptId)}`;
  return (
    <HoverCard {...RICH_TOOLTIP_DELAYS} width={340} shadow="md" withArrow position="top">
      <HoverCard.Target>
        <a href={href} target="_blank" rel="noopener noreferrer" className="rich-concept" data-type="math-concept">
          {children}
        </a>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <ConceptPreview conceptId={conceptId} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
