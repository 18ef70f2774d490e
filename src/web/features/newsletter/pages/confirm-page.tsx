import { useSearchParams } from 'react-router';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { NewsletterTokenResult } from '../components/newsletter-token-result';

/** /newsletter/bestaetigen?token=… — the double opt-in link from the confirmation e-mail. */
export function NewsletterConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useConfirmNewsletter(token);
  return <NewsletterTokenResult title="Newsletter-Anmeldung" hasToken={!!token} result={result} />;
}

export default NewsletterConfirmPage;
