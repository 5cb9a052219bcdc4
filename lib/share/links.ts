/**
 * Share links for a page, built from its own canonical URL: the public share endpoints of LinkedIn
 * and X, and a mailto link. No script or tracking pixel from either network is loaded; each link
 * only opens the network's own share dialog.
 */
export type ShareLink = { network: 'linkedin' | 'x' | 'email'; label: string; href: string };

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    },
  ];
}
