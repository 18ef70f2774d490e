/*
 * The newsletter feature's public face for the app and other features (its api/ files aside): the form
 * as a deferred island (for the footer) and the band for page bodies.
 */
export { NewsletterIsland } from './components/newsletter-island';
export { NewsletterSection } from './components/newsletter-section';
