/** The 'Häufige Fragen' block other pages show below the fold (a deferred island, loaded when seen). */
export { FaqSectionIsland } from './components/faq-section-island';
