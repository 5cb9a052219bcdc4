import { modalHref } from '@/lib/modals';

/**
 * The free-template modal is opened as `#freeTemplateDownload=<resource>`, where the resource is a
 * card's download path. The address is anybody's to write, so it only ever picks a file from the
 * site's own download list: a crafted link can never offer an outside file as one of our templates.
 */
export function templateDownloadHref(resource: string): string {
  return modalHref('freeTemplateDownload', resource);
}

export type TemplateDownload = { href: string; fileName: string };

/** The site's own download at a URL path, when it has one: content/downloads/catalog's `downloadFileAt`. */
export type FileAt = (path: string) => { path: string; fileName: string } | undefined;

/**
 * The download a modal address names, from the site's own list, or null for anything else (an
 * outside address, a file the site does not have). The link saved is the list's, not the address's.
 */
export function resolveDownload(resource: string | undefined, fileAt: FileAt): TemplateDownload | null {
  const path = resource?.trim().split(/[?#]/)[0];
  if (!path) return null;
  const file = fileAt(path);
  return file ? { href: file.path, fileName: file.fileName } : null;
}

/** Starts the download of one of the site's own files with a temporary link. */
export function startDownload({ href, fileName }: TemplateDownload): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
