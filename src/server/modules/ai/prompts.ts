/*
 * What the AI helpers ask the provider: a post of about 300–400 words from its title, a teaser
 * from the first 500 characters of the content, a course description of 2–3 sentences. All in German, for
 * the centre's own website.
 */

const HOUSE_STYLE = 'Du schreibst für die Website eines Sportzentrums in Deutschland. Schreibe auf Deutsch, freundlich, klar und ohne Übertreibungen.';

export const EXCERPT_SOURCE_LENGTH = 500;

export const postContentPrompt = (title: string) => ({
  system: `${HOUSE_STYLE} Antworte nur mit HTML-Absätzen (<p>…</p>, bei Bedarf <h2>, <ul>, <li>, <strong>), ohne Markdown und ohne Überschrift mit dem Titel.`,
  user: `Schreibe einen Blogbeitrag mit etwa 300 bis 400 Wörtern zum Titel: „${title}“`,
});

export const excerptPrompt = (contentStart: string) => ({
  system: `${HOUSE_STYLE} Antworte nur mit dem Text, ohne HTML, ohne Anführungszeichen.`,
  user: `Fasse den Anfang dieses Beitrags in einem kurzen Anreißer von ein bis zwei Sätzen (höchstens 200 Zeichen) zusammen:\n\n${contentStart}`,
});

export const courseDescriptionPrompt = (name: string) => ({
  system: `${HOUSE_STYLE} Antworte nur mit dem Text, ohne HTML, ohne Anführungszeichen.`,
  user: `Beschreibe den Kurs „${name}“ in 2 bis 3 Sätzen für die Kursübersicht: was die Teilnehmenden erwartet und für wen er geeignet ist.`,
});

export const imagePrompt = (description: string) =>
  `${description}. Fotorealistisch, helles freundliches Licht, passend für die Website eines Sportzentrums, ohne Text und ohne Logos.`;

/** The text of HTML content, for the excerpt's source: tags dropped, entities of spaces folded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A model sometimes wraps its answer in quotes or a Markdown fence; the admin gets the text itself. */
export function tidyText(text: string): string {
  return text
    .replace(/^```[a-z]*\s*/i, '')
    .replace(/\s*```$/, '')
    .replace(/^[„"“»]+|[“"”«]+$/g, '')
    .trim();
}
