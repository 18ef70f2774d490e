import type { Api, ModuleDeps } from '../types';
import { errorBody, messages } from '../../http/errors';
import { NEWSLETTER_MESSAGES } from '../../../shared/schemas/newsletter';
import { unsubscribeNewsletter } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

/** The path of every newsletter's unsubscribe link (newsletterLinks) and of its List-Unsubscribe header. */
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/abmelden';

/**
 * RFC 8058 one-click unsubscribe: mail apps POST 'List-Unsubscribe=One-Click' to the List-Unsubscribe link,
 * which is the page a reader opens by GET. Mail providers post from their servers, without the site's
 * Origin and without a session, so the secret token in the link is the only proof, as on the page.
 */
export function registerOneClickUnsubscribe(app: Api, { db }: Pick<ModuleDeps, 'db'>) {
  app.post(UNSUBSCRIBE_PAGE_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['List-Unsubscribe'] !== 'One-Click') return c.json(errorBody(ERROR_CODES.NOT_FOUND, messages.notFound), 404);
    if (token.length < 16 || token.length > 128 || !(await unsubscribeNewsletter(db, token))) {
      return c.json(errorBody(ERROR_CODES.INVALID_TOKEN, NEWSLETTER_MESSAGES.invalidLink), 400);
    }
    return c.json({ message: NEWSLETTER_MESSAGES.unsubscribed }, 200);
  });
}
