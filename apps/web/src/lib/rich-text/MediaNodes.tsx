import { toEmbedUrl } from '@zadania/editor/url-policy';
import type { CSSProperties } from 'react';
import { richLabels } from './labels';
import { useRichRenderContext } from './rich-render-context';

type TAttributes = Record<string, unknown>;

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
