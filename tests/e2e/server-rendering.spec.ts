import { expect, test } from './support/fixtures';

/*
 * Public pages are rendered on the server (docs/decisions/0014): with JavaScript switched off they
 * still show the site's chrome, their main heading and their content. Without the server bundle
 * (dist/ssr, built by `npm run build`) the root would be empty and this fails.
 */

test.use({ javaScriptEnabled: false });

const PAGES = [
  { path: '/', heading: /Bewegung, die Freude macht/, content: 'Beliebte Kurse' },
  { path: '/kurse', heading: 'Unsere Kurse', content: 'Power Yoga' },
  { path: '/preise', heading: 'Preise & Mitgliedschaft', content: '10er-Karte' },
  { path: '/aktuelles', heading: 'Aktuelles', content: null },
  { path: '/faq', heading: 'Häufige Fragen', content: null },
  { path: '/trainer', heading: 'Unsere Trainer', content: null },
  { path: '/ueber-uns', heading: 'Über uns', content: null },
] as const;

for (const { path, heading, content } of PAGES) {
  test(`${path} shows its heading and content without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Sportzentrum/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (content) await expect(page.getByRole('main').getByText(content, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('/aktuelles lists the published posts without JavaScript', async ({ page }) => {
  const { posts } = (await (await page.request.get('/api/posts')).json()) as { posts: { title: string }[] };
  expect(posts.length).toBeGreaterThan(0);
  await page.goto('/aktuelles');
  await expect(page.getByRole('main').getByText(posts[0].title).first()).toBeVisible();
});

test('the member area is not server-rendered', async ({ page }) => {
  await page.goto('/member/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
});

test('a guest sees the header’s sign-in link in the server’s markup (no session cookie: certainly a guest)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/preise');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Anmelden' });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', '/auth');
});
