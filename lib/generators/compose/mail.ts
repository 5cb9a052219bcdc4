/**
 * An email draft handed to the visitor's mail app: a `mailto:` link (subject and body encoded, line
 * breaks as CRLF as RFC 6068 asks) or an `.eml` file that Outlook, Apple Mail and Thunderbird open
 * as an unsent draft.
 */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

export function mailtoHref(subject: string, body: string, to = ''): string {
  const query = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(crlf(body))}`];
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query.join('&')}`;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047: a header value outside ASCII as an encoded word. */
function headerValue(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${base64Utf8(clean)}?=`;
}

/** An unsent message: no sender or date, so the mail app fills them in as for a new email. */
export function emlFile(subject: string, body: string): string {
  const encoded = base64Utf8(crlf(body)).replace(/.{76}(?=.)/g, '$&\r\n');
  return [
    'MIME-Version: 1.0',
    'X-Unsent: 1',
    `Subject: ${headerValue(subject)}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    encoded,
    '',
  ].join('\r\n');
}

/** `interview-invitation-jordan-lee.txt`: lower case, ASCII, hyphens. */
export function fileName(stem: string, who: string | undefined, extension: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40);
  const parts = [slug(stem), who ? slug(who) : ''].filter(Boolean);
  return `${parts.join('-') || 'draft'}.${extension}`;
}
