/**
 * A tool embedded on another site: `/embed/tools/<slug>/` shows the tool alone, and its page posts
 * its height to the embedding page so the frame grows with the tool instead of scrolling inside it.
 */
export const EMBED_HEIGHT_MESSAGE = 'quotient:embed-height';

export type EmbedHeightMessage = { type: typeof EMBED_HEIGHT_MESSAGE; height: number };

export const embedPath = (slug: string) => `/embed/tools/${slug}/`;

export function isEmbedHeightMessage(data: unknown): data is EmbedHeightMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<EmbedHeightMessage>;
  return (
    message.type === EMBED_HEIGHT_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height > 0
  );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code a visitor pastes into their page: the frame, and a listener that takes the height only
 * from this site's origin and only for the frame that sent it (any page may post messages).
 */
export function embedSnippet({
  origin,
  slug,
  title,
  height = 640,
}: {
  origin: string;
  slug: string;
  title: string;
  height?: number;
}): string {
  const src = `${origin}${embedPath(slug)}`;
  const listener =
    `addEventListener("message",function(e){` +
    `if(e.origin!==${JSON.stringify(origin)}||!e.data||e.data.type!==${JSON.stringify(EMBED_HEIGHT_MESSAGE)})return;` +
    `var h=Number(e.data.height);if(!(h>0))return;` +
    `document.querySelectorAll("iframe[data-quotient-embed]").forEach(function(f){` +
    `if(f.contentWindow===e.source)f.style.height=Math.ceil(h)+"px"})});`;
  return [
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" data-quotient-embed ` +
      `width="100%" height="${height}" style="border:0;width:100%;max-width:100%" loading="lazy"></iframe>`,
    `<script>${listener}</script>`,
  ].join('\n');
}
