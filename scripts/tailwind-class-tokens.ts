import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../src/web', import.meta.url));
const STRING_LITERAL = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every whitespace-separated word of every string literal in the web app's source: a superset of the
 * Tailwind classes it uses (words that are no class belong to no class group and do no harm).
 */
export function classTokensOfWebApp(): Set<string> {
  const tokens = new Set<string>();
  for (const file of sourceFiles(WEB)) {
    for (const match of readFileSync(file, 'utf8').matchAll(STRING_LITERAL)) {
      for (const token of match[2].split(/\s+/)) if (token && token.length <= 80 && !/[{};$]/.test(token)) tokens.add(token);
    }
  }
  return tokens;
}
