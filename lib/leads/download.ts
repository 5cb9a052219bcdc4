import { modalHref } from '@/lib/modals';

/**
 * The free-template modal is opened as `#freeTemplateDownload=<resource>`, where the resource is
 * the card's download link (spec §3 resource card `resource`): a path on this site or an https
 * address on the storage bucket. Anything else (a `javascript:` URL from a crafted link) is refused.
 */
export function templateDownloadHref(resource: string): string {
  return modalHref('freeTemplateDownload', resource);
}

export type TemplateDownload = { href: string; fileName: string; sameOrigin: boolean };

/** The site's own file at a URL path, when it has one: content/downloads/catalog's `downloadFileAt`. */
export type FileAt = (path: string) => { fileName: string } | undefined;

/**
 * A download link checked and named. The site's own files may live at extensionless URLs
 * (/api/jd-template), so `fileAt` gives their real names.
 */
export function resolveDownload(resource: string | undefined, fileAt: FileAt): TemplateDownload | null {
  const value = resource?.trim();
  if (!value) return null;
  const sameOrigin = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  if (!sameOrigin) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:') return null;
  }
  const path = value.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  let fileName = last;
  try {
    fileName = decodeURIComponent(last);
  } catch {
    // A malformed escape: show the name as written.
  }
  const known = sameOrigin ? fileAt(path) : undefined;
  return { href: value, fileName: known?.fileName ?? (fileName || 'template'), sameOrigin };
}

/** Starts the download with a temporary link: same-site files save directly, others open a tab. */
export function startDownload({ href, fileName, sameOrigin }: TemplateDownload): void {
  const link = document.createElement('a');
  link.href = href;
  if (sameOrigin) link.download = fileName;
  else {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
