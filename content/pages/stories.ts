import type { PageEntry } from '@/lib/seo/page-entry';
import { blogPosts } from '../blog';
import { defineEntries } from '../define';
import { NEWSROOM_PATH } from '../news/items';
import { pageEntrySchema } from '../schema/page';
import { caseStudies } from '../stories';

/** The hub pages of the blog, newsroom and customer stories. */
const hubs = defineEntries(
  'content/pages/stories.ts',
  pageEntrySchema,
  [
    {
      path: '/blog/',
      title: 'Hiring Blog: Skills-Based Hiring, Interviews and Time to Hire',
      description:
        'Practical, long-form guides for recruiters and hiring managers on skills-based hiring, structured interviews, time to hire and candidate experience.',
      share: 'default',
      section: 'Blog',
    },
    {
      path: NEWSROOM_PATH,
      title: 'Newsroom: Product Launches, Awards and Company News',
      description:
        'Quotient news: product launches, awards programmes, partnerships and funding announcements from the AI hiring platform, with dates and press contacts.',
      share: 'default',
      section: 'Newsroom',
    },
    {
      path: '/about/customer-testimonials/',
      title: 'Customer Stories and Testimonials',
      description:
        'How hiring teams in retail, legal, staffing, consulting and software hire faster and fairer with Quotient: eight customer stories and what customers say.',
      share: 'default',
      section: 'Customer stories',
    },
  ],
  'path',
);

const entry = ({ path, title, description, share, section, updated }: PageEntry): PageEntry => ({
  path,
  title,
  description,
  share,
  section,
  updated,
});

/** Every page of the stories group: hubs, blog posts and case studies (news items live on the newsroom page). */
export const storyPages: PageEntry[] = [...hubs, ...blogPosts.map(entry), ...caseStudies.map(entry)];
