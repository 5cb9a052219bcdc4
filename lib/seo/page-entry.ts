/** What every page of the site declares about itself; the sitemap, metadata, share images and breadcrumbs read it. */
export type ShareKind = 'default' | 'wide' | 'none';

export type PageEntry = {
  /** Site-relative path with a trailing slash, `/` for home: `/pricing/sourcing/`. */
  path: string;
  /** The document title, without the brand suffix. */
  title: string;
  description: string;
  /** `default`: 800x600 and 900x800 share images; `wide`: 1200x600; `none`: a share block without images. */
  share: ShareKind;
  /** A short label for breadcrumbs and share images, e.g. `Pricing`, `Free tools`. */
  section?: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  updated?: string;
};
