import type { Metadata } from 'next';
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
  return (
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
  );
}
