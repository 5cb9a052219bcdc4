import { site } from '@/content/site';

type Network = { name: string; path: string };

/** Brand marks drawn inline: one path each, no icon font or remote image for two links. */
const NETWORKS: Record<string, Network> = {
  'linkedin.com': {
    name: 'LinkedIn',
    path: 'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z',
  },
  'x.com': {
    name: 'X',
    path: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.18h1.7L7.4 4.73H5.58l11.09 14.45Z',
  },
};

function networkOf(url: string): Network | undefined {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return NETWORKS[host];
}

export function SocialLinks({ className }: { className?: string }) {
  const links = site.sameAs
    .map((url) => ({ url, network: networkOf(url) }))
    .filter((link): link is { url: string; network: Network } => link.network !== undefined);
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={`${site.brand} on social media`}>
      {links.map(({ url, network }) => (
        <li key={url}>
          <a href={url} rel="me noopener" aria-label={`${site.brand} on ${network.name}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
