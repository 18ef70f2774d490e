import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, type PageRoute } from '../../shared/routes';

/*
 * <link rel="modulepreload"> for a page's own chunks — its lazy page module, its area's layout and what
 * they import — read from Vite's build manifest, so they load in parallel with the entry instead of
 * after it. The entry's own imports are preloaded by index.html already.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type Preloads = { for(route: PageRoute): string[] };

/** Reads dist/web/.vite/manifest.json once; without it (a build without manifest) nothing is preloaded. */
export function loadPreloads(webRoot: string): Preloads {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = entry ? closure(entry) : new Set<string>();
  const cache = new Map<PageRoute, string[]>();
  return {
    for(route) {
      let files = cache.get(route);
      if (!files) {
        const seen = new Set<string>();
        for (const module of [AREAS[route.area].layout, route.module]) if (module) closure(module, seen);
        files = [...seen].filter((key) => !inEntry.has(key)).map((key) => `/${manifest[key].file}`);
        cache.set(route, files);
      }
      return files;
    },
  };
}
