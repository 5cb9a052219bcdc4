import { NewsList } from '@/components/articles/NewsList';
import { PageIntro } from '@/components/articles/PageIntro';
import { RssLink } from '@/components/articles/RssLink';
import { CtaBand } from '@/components/sections/CtaBand';
import Link from '@/components/ui/Link';
import { Container } from '@/components/ui/Section';
import { newsItems } from '@/content/news/items';
import { site } from '@/content/site';
import { metadataFor } from '../../_lib/metadata';
import styles from './newsroom.module.css';
import { trustedByLine } from '@/content/customer-count';

export const metadata = metadataFor('/company/newsroom/');

export default function NewsroomPage() {
  return (
    <>
      <PageIntro
        eyebrow="Newsroom"
        title="Quotient news and announcements"
        lead="Product launches, awards programmes, partnerships and company milestones from the team building fairer, faster hiring."
      >
        <RssLink label="Follow the newsroom with RSS" />
      </PageIntro>
      <Container>
        <div className={styles.layout}>
          <div className={styles.main}>
            <NewsList items={newsItems} />
          </div>
          <aside className={styles.aside} aria-label="Press information">
            <div className={styles.panel}>
              <h2 id="press-title">Press contact</h2>
              <p>
                For interviews, product briefings and customer references, write to our team and mention your
                publication and deadline.
              </p>
              <a href={`mailto:${site.email}?subject=Press%20enquiry`}>{site.email}</a>
            </div>
            <div className={styles.panel}>
              <h2>Awards programmes</h2>
              <p>Meet the nominees, vote for People’s Choice or nominate someone.</p>
              <ul className={styles.links}>
                <li>
                  <Link href="/recruiting-awards/">Recruiting Quotient Awards</Link>
                </li>
                <li>
                  <Link href="/sales-quotient-awards/">Sales Quotient Awards</Link>
                </li>
              </ul>
            </div>
            <div className={styles.panel}>
              <h2>{site.brand} at a glance</h2>
              <dl>
                <div>
                  <dt>What we do</dt>
                  <dd>AI hiring platform: sourcing, skill assessments and one-way video interviews</dd>
                </div>
                <div>
                  <dt>Products</dt>
                  <dd>
                    {site.products.sourcing}, {site.products.assessment}, {site.products.interview}
                  </dd>
                </div>
                <div>
                  <dt>Customers</dt>
                  <dd>{trustedByLine}</dd>
                </div>
                {site.rating.source ? (
                  <div>
                    <dt>Rating</dt>
                    <dd>
                      {site.rating.value}/5 from {site.rating.count.toLocaleString('en-US')}{' '}
                      {site.rating.source}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>Company</dt>
                  <dd>{site.legalName}</dd>
                </div>
              </dl>
            </div>
          </aside>
        </div>
      </Container>
      <CtaBand
        title="See what the news is about"
        text="Try sourcing, skill assessments and video interviews on your next role, or book a demo with our team."
      />
    </>
  );
}
