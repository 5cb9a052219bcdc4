import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description:
    'The page you asked for does not exist. Find recruitment software, free HR tools and resources from the home page.',
  robots: { index: false },
};

export default function NotFound() {
  // An unknown address is outside every route group, so the page brings the site's own frame.
  return (
    <SiteChrome>
      <Container className={styles.wrap}>
        <p className={styles.code}>404</p>
        <h1>We couldn’t find that page</h1>
        <p className={styles.lead}>The link may be old or mistyped. These are good places to continue:</p>
        <div className={styles.actions}>
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <ButtonLink href="#contactUs" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </Container>
    </SiteChrome>
  );
}
