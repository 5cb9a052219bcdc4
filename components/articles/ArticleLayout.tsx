import { ArticleJsonLd } from 'next-seo';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Card';
import { Container, Grid, Section } from '@/components/ui/Section';
import type { BlogPost } from '@/content/blog';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/metadata';
import { ArticleMeta } from './ArticleMeta';
import { AuthorBox } from './AuthorBox';
import { PostCard } from './PostCard';
import { Prose } from './Prose';
import { ShareLinks } from './ShareLinks';
import styles from './article.module.css';

/** A blog post: breadcrumbs, title and byline, the text beside its table of contents, the author, more posts. */
export function ArticleLayout({ post, more }: { post: BlogPost; more: BlogPost[] }) {
  const url = absoluteUrl(env.siteUrl, post.path);
  const headings = post.blocks.flatMap((block) =>
    block.type === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [],
  );
  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <Container>
            <Breadcrumbs path={post.path} />
            <div className={styles.headerInner}>
              <Badge>{post.topic}</Badge>
              <h1 id="article-title" className={styles.title}>
                {post.title}
              </h1>
              <p className={styles.lead}>{post.summary}</p>
              <div className={styles.byline}>
                <Avatar name={post.author.name} size={44} decorative />
                <div>
                  <p className={styles.bylineName}>
                    {post.author.name} <span>· Guest author</span>
                  </p>
                  <ArticleMeta date={post.date} minutes={post.minutes} />
                </div>
              </div>
            </div>
          </Container>
        </header>
        <Container>
          <div className={styles.layout}>
            <nav className={styles.toc} aria-labelledby="toc-title">
              <p id="toc-title" className={styles.tocTitle}>
                In this article
              </p>
              <ol>
                {headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className={styles.main}>
              <Prose blocks={post.blocks} />
              <ShareLinks url={absoluteUrl(env.siteUrl, post.path)} title={post.title} />
              <AuthorBox author={post.author} />
            </div>
          </div>
        </Container>
      </article>
      {more.length ? (
        <Section id="more-posts" eyebrow="Keep reading" title={`More from ${post.author.name}`} tone="muted">
          <Grid min="18rem">
            {more.map((other) => (
              <PostCard key={other.slug} post={other} />
            ))}
          </Grid>
        </Section>
      ) : null}
      <CtaBand
        title="Put skills-based hiring into practice"
        text="Run job simulations, structured video interviews and automated scheduling on one platform. Try it free on your next role."
      />
      <ArticleJsonLd
        type="BlogPosting"
        headline={post.title}
        description={post.summary}
        url={url}
        mainEntityOfPage={url}
        datePublished={post.date}
        dateModified={post.updated ?? post.date}
        author={{ '@type': 'Person', name: post.author.name }}
        publisher={{ '@type': 'Organization', name: site.brand, logo: absoluteUrl(env.siteUrl, '/icon.svg') }}
        scriptId="article-jsonld"
      />
    </>
  );
}
