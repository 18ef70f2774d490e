import { useSearchParams } from 'react-router';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NewsletterTokenResult } from '../components/newsletter-token-result';

/** /newsletter/abmelden?token=… — the unsubscribe link in every newsletter e-mail. */
export function NewsletterUnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useUnsubscribeNewsletter(token);
  return <NewsletterTokenResult title="Newsletter-Abmeldung" hasToken={!!token} result={result} />;
}

export default NewsletterUnsubscribePage;
