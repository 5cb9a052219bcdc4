import Link from '@/components/ui/Link';
import { FAQJsonLd } from 'next-seo';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { primaryCtas } from '@/components/layout/ctas';
import { Accordion } from '@/components/ui/Accordion';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import { relatedTools } from '@/content/tools/registry';
import type { ToolDefinition } from '@/content/tools/types';
import { productPitch } from './pitch';
import styles from './tool-page.module.css';

/**
 * The page every free tool shares: the tool first (breadcrumbs, h1, one line, the tool), then what
 * the tool itself adds below (how it works, tables), then the FAQ, related tools and a quiet word
 * about the product. Build a new tool family's island and put it in here.
 */
export function ToolPage({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  const related = relatedTools(tool);
  const pitch = productPitch(tool);
  const cta = primaryCtas();
  return (
    <div className={styles.page}>
      <Container>
        <header className={styles.head}>
          <div className="no-print">
            <Breadcrumbs path={`/tools/${tool.slug}/`} current={tool.name} />
          </div>
          <h1 className={styles.title}>{tool.name}</h1>
          <p className={styles.lead}>{tool.lead}</p>
        </header>
        {children}
      </Container>

      <section className={`${styles.band} no-print`} aria-labelledby="faq-title">
        <Container>
          <h2 id="faq-title" className={styles.bandTitle}>
            Questions people ask
          </h2>
          <Accordion
            items={tool.faq.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
          />
        </Container>
      </section>

      {related.length ? (
        <section className={`${styles.related} no-print`} aria-labelledby="related-title">
          <Container>
            <h2 id="related-title" className={styles.bandTitle}>
              Related tools
            </h2>
            <ul className={styles.relatedList}>
              {related.map((other) => (
                <li key={other.slug}>
                  <Link href={`/tools/${other.slug}/`} className={styles.relatedLink}>
                    <span className={styles.relatedName}>{other.name}</span>
                    <span className={styles.relatedSummary}>{other.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.allTools}>
              <Link href="/tools/">See all free tools</Link>
            </p>
          </Container>
        </section>
      ) : null}

      <aside className={`${styles.pitch} no-print`} aria-labelledby="pitch-title">
        <Container>
          <div className={styles.pitchInner}>
            <div>
              <h2 id="pitch-title" className={styles.pitchTitle}>
                {pitch.title}
              </h2>
              <p className={styles.pitchText}>{pitch.text}</p>
            </div>
            <ButtonLink href={cta.trial} variant="secondary">
              Try Quotient free
            </ButtonLink>
          </div>
        </Container>
      </aside>

      <FAQJsonLd
        questions={tool.faq.map((item) => ({ question: item.question, answer: item.answer }))}
        scriptId="faq-jsonld"
      />
    </div>
  );
}
