import { decodeEntities, startTags, withoutRawText } from './markup';

/**
 * The attributes a visitor reads or hears: image text, tooltips, accessible names and the hint in
 * an empty field (with the meta description, the search snippet). Other attribute values (classes,
 * data, URLs) are never shown.
 */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

/**
 * A page's text as visitors meet it: the text of every element (scripts, style sheets and comments
 * aside; `<title>`, content shown later such as dialogs and React's streamed parts included), then
 * the alt, title, aria-label and placeholder of every element and the meta description. Tags separate words.
 */
export function visibleText(html: string): string {
  const markup = withoutRawText(html);
  const text = decodeEntities(markup.replace(/<[^>]*>/g, ' '));
  const read: string[] = [];
  for (const tag of startTags(html)) {
    for (const name of READ_ATTRIBUTES) if (tag.attributes[name]) read.push(tag.attributes[name]);
    if (tag.name === 'meta' && tag.attributes.name?.toLowerCase() === 'description' && tag.attributes.content)
      read.push(tag.attributes.content);
  }
  return [text, ...read].join('\n').replace(/[ \t\r\f\u00a0]+/g, ' ');
}
