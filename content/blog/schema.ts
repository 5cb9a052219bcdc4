import { z } from 'zod';
import { isoDate, nonEmpty, slug } from '../schema/common';
import { pageEntrySchema } from '../schema/page';
import { parseProse, proseLinks, readingMinutes, wordCount } from './prose';

/** A link inside prose: a site path with its trailing slash (`/pricing/sourcing/`, `/a/#b`), a file, or https. */
function linkProblem(href: string): string | undefined {
  if (href.startsWith('https://') || href.startsWith('#')) return undefined;
  if (!href.startsWith('/')) return `link "${href}" must start with "/", "https://" or "#"`;
  const path = href.split('#')[0]!;
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path))
    return `link "${href}" needs a trailing slash, like "${path}/"`;
  return undefined;
}

/** Text in the prose format of ./prose.ts, with every link checked. */
export const proseSource = nonEmpty.superRefine((source, ctx) => {
  for (const href of proseLinks(source)) {
    const problem = linkProblem(href);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }
});

export const authorSchema = z.object({
  id: slug,
  name: nonEmpty,
  role: nonEmpty,
  bio: nonEmpty,
});
export type Author = z.output<typeof authorSchema>;

/** The blog's posts are by one guest author, and each slug carries the author's name (old links use it). */
export const blogPostSchema = pageEntrySchema
  .omit({ path: true })
  .extend({
    slug,
    topic: nonEmpty,
    date: isoDate,
    /** One or two sentences: the feed description, the card text and the lead under the title. */
    summary: nonEmpty.max(260, 'should be at most 260 characters: it is a summary'),
    author: authorSchema,
    body: proseSource,
  })
  .superRefine((post, ctx) => {
    if (!post.slug.startsWith(`${post.author.id}-`))
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `must start with the author's name, like "${post.author.id}-${post.slug}"`,
      });
    const words = wordCount(post.body);
    if (words < 800 || words > 1200)
      ctx.addIssue({ code: 'custom', path: ['body'], message: `should be 800-1200 words, has ${words}` });
    if (parseProse(post.body).filter((block) => block.type === 'heading' && block.level === 2).length < 3)
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'needs at least three "## " headings' });
  })
  .transform((post) => ({
    ...post,
    path: `/blog/${post.slug}/`,
    blocks: parseProse(post.body),
    words: wordCount(post.body),
    minutes: readingMinutes(post.body),
  }));
export type BlogPost = z.output<typeof blogPostSchema>;
/** What a post file under posts/ writes. */
export type BlogPostInput = z.input<typeof blogPostSchema>;
