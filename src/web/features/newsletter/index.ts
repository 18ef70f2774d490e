/*
 * The newsletter feature's public face for the app and other features (its api/ files aside): the form
 * as a deferred island, for the footer and for the band of page bodies (components/newsletter).
 */
export { NewsletterIsland } from './components/newsletter-island';
