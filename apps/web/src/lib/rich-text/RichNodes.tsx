import { Anchor, Badge, Group, HoverCard, Loader, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPuzzle, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { renderTex } from '@zadania/editor/render-tex';
import { toEmbedUrl } from '@zadania/editor/url-policy';
import { homeworkEndpoints, mathConceptEndpoints } from '@zadania/shared';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';
import { useHydrated } from '../hooks/useHydrated';
import { mathPanelLabel, richLabels } from './labels';
import { toPlainText } from './plain-text';
import { useRichRenderContext } from './rich-render-context';

/** Tooltips and previews of rich content: docs/product-spec.md section 9. */
export const RICH_TOOLTIP_DELAYS = { openDelay: 500, closeDelay: 200 } as const;

type TAttributes = Record<string, unknown>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * KaTeX output for untrusted TeX (`trust: false`, bounded size and expansion). A formula that does not
 * parse comes back as its source in red with the message as a tooltip; any other failure looks the same.
 */
export function renderMathHtml(tex: string, displayMode: boolean): string {
  try {
    return renderTex(tex, displayMode);
  } catch (error) {
    const message = error instanceof Error ? error.message : richLabels.mathError;
    return `<span class="katex-error" title="${escapeHtml(message)}" style="color:#cc0000">${escapeHtml(tex)}</span>`;
  }
}

export function InlineMath({ latex, attributes }: { latex: string; attributes: TAttributes }) {
  return (
    <span
      {...attributes}
      className="rich-math-inline"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust: false; errors are escaped
      dangerouslySetInnerHTML={{ __html: renderMathHtml(latex, false) }}
    />
  );
}

export function DisplayMath({
  latex,
  label,
  attributes,
}: {
  latex: string;
  label: string | null;
  attributes: TAttributes;
}) {
  return (
    <div {...attributes} className="rich-math-display">
      <div
        className="rich-math-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust: false; errors are escaped
        dangerouslySetInnerHTML={{ __html: renderMathHtml(latex, true) }}
      />
      {label && <span className="rich-math-number">{label}</span>}
    </div>
  );
}

/** A reference to a display equation shows its current number and jumps to it; '(?)' when it is gone. */
export function EquationRef({ targetId, label }: { targetId: string | null; label: string }) {
  if (!targetId || label === '(?)') {
    return (
      <span className="rich-equation-ref" data-type="equation-ref" data-broken="true">
        {label || '(?)'}
      </span>
    );
  }
  return (
    <a className="rich-equation-ref" data-type="equation-ref" href={`#${targetId}`}>
      {label}
    </a>
  );
}

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
  const mark = url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="rich-citation"
      data-type="citation"
      aria-label={richLabels.citation(label)}
    >
      {label}
    </a>
  ) : (
    <button
      type="button"
      className="rich-citation rich-reference-button"
      data-type="citation"
      aria-label={richLabels.citation(label)}
    >
      {label}
    </button>
  );
  return <RichTooltip label={content}>{mark}</RichTooltip>;
}

/** An internal link: client-side navigation inside the app's router, a plain link elsewhere. */
function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Anchor component={Link} to={to} className={className}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={to} className={className}>
      {children}
    </Anchor>
  );
}

function ConceptPreview({ conceptId }: { conceptId: string }) {
  const { t } = useTranslation();
  const { renderNested } = useRichRenderContext();
  const concept = useQuery({
    queryKey: queryKeys.concept(conceptId),
    queryFn: ({ signal }) =>
      callEndpoint(mathConceptEndpoints.get, { params: { idOrSlug: conceptId }, signal, errorToast: false }),
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

/** A task embedded in the content: a card linking to /homeworks/{slug} with the task's opening words. */
export function HomeworkEmbed({ homeworkId, attributes }: { homeworkId: string; attributes: TAttributes }) {
  const homework = useQuery({
    queryKey: queryKeys.homework(homeworkId),
    queryFn: ({ signal }) =>
      callEndpoint(homeworkEndpoints.get, { params: { idOrSlug: homeworkId }, signal, errorToast: false }),
    enabled: homeworkId.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const slug = homework.data?.slug ?? homeworkId;
  const excerpt = homework.data ? toPlainText(homework.data.description, 140) : null;
  return (
    <Paper {...attributes} withBorder radius="md" p="sm" my="sm" className="rich-homework-embed">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconSchool size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {richLabels.homeworkEmbed}
          </Text>
          {excerpt && <Text size="sm">{excerpt}</Text>}
          <AppLink to={`/homeworks/${encodeURIComponent(slug)}`}>{richLabels.openHomework}</AppLink>
        </Stack>
      </Group>
    </Paper>
  );
}

// The exercise player loads with the first embedded exercise, so reading pages without one skip it.
const GamePlayer = lazy(() =>
  import('../../features/games/GamePlayer').then((module) => ({ default: module.GamePlayer })),
);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function InteractiveHomeworkLoading() {
  return (
    <Stack gap={6} aria-busy="true" aria-label={richLabels.interactiveLoading}>
      <Skeleton height={20} width="50%" radius="sm" />
      <Skeleton height={72} radius="sm" />
    </Stack>
  );
}

/**
 * An interactive exercise embedded by the editor's interactive-homework node (`data-value` is the game's id):
 * played in place once the page is in the browser. Older content kept the game's type there instead of an id:
 * that shows its label with the way to the exercises.
 */
export function InteractiveHomework({
  gameId,
  label,
  attributes,
}: {
  gameId: string;
  label: string;
  attributes: TAttributes;
}) {
  const hydrated = useHydrated();
  const playable = uuidPattern.test(gameId);
  return (
    <Paper {...attributes} withBorder radius="md" p="sm" my="sm" className="rich-interactive-homework">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconPuzzle size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {richLabels.interactiveHomework}
          </Text>
        </Group>
        {playable ? (
          hydrated ? (
            <Suspense fallback={<InteractiveHomeworkLoading />}>
              <GamePlayer gameId={gameId} titleOrder={3} />
            </Suspense>
          ) : (
            <InteractiveHomeworkLoading />
          )
        ) : (
          <Stack gap={2}>
            <Text fw={600}>{label}</Text>
            <AppLink to="/exercises">{richLabels.interactiveOpenList}</AppLink>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A math panel: its Polish variant label ('Twierdzenie'…) above the name and body; linked to a concept when set. */
export function MathPanel({
  variant,
  conceptId,
  attributes,
  children,
}: {
  variant: string | null;
  conceptId: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  const label = mathPanelLabel(variant);
  return (
    <div {...attributes} className="rich-math-panel">
      {(label || conceptId) && (
        <div className="rich-math-panel-label">
          {label}
          {conceptId && (
            <a
              href={`/resources/concepts/${encodeURIComponent(conceptId)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rich-math-panel-concept"
              aria-label={richLabels.conceptLink}
            >
              <IconExternalLink size={14} aria-hidden />
            </a>
          )}
        </div>
      )}
      {children}
    </div>
  );
}

/** 'Sposób n' above a solution method. */
export function SolutionMethod({
  label,
  attributes,
  children,
}: {
  label: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  return (
    <div {...attributes} className="rich-solution-method">
      {label && <div className="rich-solution-method-label">{label}</div>}
      {children}
    </div>
  );
}

/** An image that opens the full-screen viewer (arrows move between the document's images). */
export function RichImage({ index, attributes }: { index: number | undefined; attributes: TAttributes }) {
  const { openImage } = useRichRenderContext();
  const alt = typeof attributes.alt === 'string' ? attributes.alt : '';
  const image = <img {...attributes} alt={alt} className="rich-image" loading="lazy" />;
  if (!openImage || index === undefined) return image;
  const width = (attributes.style as CSSProperties | undefined)?.width;
  return (
    <button
      type="button"
      className="rich-image-button"
      style={width ? { width } : undefined}
      aria-label={richLabels.openImage(alt)}
      onClick={() => openImage(index)}
    >
      {image}
    </button>
  );
}

/** A YouTube or Vimeo player only, sandboxed; anything else is dropped (also by the sanitizer). */
export function RichIframe({ src, block }: { src: string; block: string | null }) {
  const embed = toEmbedUrl(src);
  if (!embed) return null;
  return (
    <div className="rich-embed" data-rich-block={block ?? undefined}>
      <iframe
        src={embed}
        title={richLabels.embeddedVideo}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}

/** A heading with a hover anchor to its id (spec: anchors #{id} for headings). */
export function RichHeading({
  level,
  id,
  attributes,
  children,
}: {
  level: number;
  id: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return (
    <Tag {...attributes} className="rich-heading">
      {children}
      {id && (
        <a className="rich-heading-anchor" href={`#${id}`} aria-label={richLabels.headingAnchor}>
          #
        </a>
      )}
    </Tag>
  );
}
