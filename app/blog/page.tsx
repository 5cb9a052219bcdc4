import { AuthorBox } from '@/components/articles/AuthorBox';
import { PageIntro } from '@/components/articles/PageIntro';
import { PostCard } from '@/components/articles/PostCard';
import { RssLink } from '@/components/articles/RssLink';
import { StoryCard } from '@/components/articles/StoryCard';
import { CtaBand } from '@/components/sections/CtaBand';
import { Container, Grid, Section } from '@/components/ui/Section';
import { blogPosts } from '@/content/blog';
import { caseStudies } from '@/content/stories';
import { metadataFor } from '../_lib/metadata';
import styles from './blog.module.css';

export const metadata = metadataFor('/blog/');

export default function BlogIndexPage() {
  const [featured, ...rest] = blogPosts;
  const author = featured?.author;
  return (
    <>
      <PageIntro
        eyebrow="The Quotient blog"
        title="Practical writing on hiring well"
        lead="Long-form guides for recruiters and hiring managers on skills-based hiring, structured interviews, time to hire and candidate experience."
      >
        <RssLink />
      </PageIntro>

      <Container>
        <div className={styles.posts}>
          {featured ? (
            <section aria-labelledby="latest-title">
              <h2 id="latest-title" className={styles.label}>
                Latest
              </h2>
              <PostCard post={featured} featured />
            </section>
          ) : null}
          {rest.length ? (
            <section aria-labelledby="all-title">
              <h2 id="all-title" className={styles.label}>
                More posts
              </h2>
              <Grid min="18rem">
                {rest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </Grid>
            </section>
          ) : null}
          {author ? (
            <section aria-labelledby="series-title" className={styles.series}>
              <h2 id="series-title" className={styles.label}>
                About this series
              </h2>
              <AuthorBox author={author} label="Guest author" />
            </section>
          ) : null}
        </div>
      </Container>

      <Section
        id="customer-stories"
        eyebrow="In practice"
        title="See these ideas at work"
        lead="Customer stories from teams that moved to skills-first, structured hiring."
        tone="muted"
      >
        <Grid min="18rem">
          {caseStudies.slice(0, 3).map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </Grid>
      </Section>
      <CtaBand
        title="Hire on skills, not on resumes"
        text="Job simulations, one-way video interviews and automated scheduling on one platform. Try it on your next role."
      />
    </>
  );
}
