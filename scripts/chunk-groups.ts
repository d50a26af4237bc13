import path from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

interface PageModules {
  /** The app's page (index.html) and the landing page (landing.html), each with what it loads at once. */
  app: string[];
  landing: string[];
  /**
   * Other pages of their own that, like the landing page, load no chunk of the app (a member's task
   * page, member.html): what they share with the app goes into start with what the landing page shares.
   */
  standalone?: string[];
  /** The app shell, loaded by every page inside the app. */
  shell: string;
  /** The router: every page it loads that is neither the landing page, the shell nor outside it is a page inside the shell. */
  router: string;
  /** Pages outside the shell (signing in), which should not load the shell's or its pages' chunks. */
  outside?: string[];
  /**
   * Libraries only some pages need (the forms' schemas): they, and every module that imports them,
   * are left to the bundler's own splitting, so a page without a form does not download them.
   */
  apart?: RegExp;
}

function staticImports(graph: ModuleGraph, id: string): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const dynamic = new Set(info.dynamicallyImportedIds);
  return info.importedIds.filter((imported) => !dynamic.has(imported));
}

/** Every module `roots` import, directly or through others, with static imports only. */
export function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of staticImports(graph, id)) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The modules among `ids` (a set closed under static imports) that match `library` or import one that does. */
function needing(graph: ModuleGraph, ids: Iterable<string>, library: RegExp | undefined): Set<string> {
  if (!library) return new Set();
  const importers = new Map<string, string[]>();
  const all = new Set(ids);
  for (const id of all) for (const imported of staticImports(graph, id)) importers.set(imported, [...(importers.get(imported) ?? []), id]);
  const found = new Set([...all].filter((id) => library.test(id)));
  const queue = [...found];
  while (queue.length) {
    for (const importer of importers.get(queue.pop()!) ?? []) {
      if (!found.has(importer)) {
        found.add(importer);
        queue.push(importer);
      }
    }
  }
  return found;
}

export type ChunkName = 'start' | 'app-start' | 'app-common' | 'app-shell' | 'app-pages';
export const CHUNK_NAMES: readonly ChunkName[] = ['start', 'app-start', 'app-common', 'app-shell', 'app-pages'];

/**
 * Which chunk a module belongs to, from the pages that load it (every module id absolute):
 * - start: loaded by the landing page (or another standalone page) and by any page of the app;
 * - app-start: by the app's first script, beyond start;
 * - app-common: by a page outside the shell (signing in) and by the shell or two pages inside it;
 * - app-shell: by the app shell, beyond those;
 * - app-pages: by two or more pages inside the shell, beyond those.
 * Any other module (one page's own, one dialog's, the PDF's) is left to the bundler's own splitting.
 * Each set is closed under static imports, as Rolldown puts a group's imports in the group too.
 */
export function chunkOf(graph: ModuleGraph, modules: PageModules): Map<string, ChunkName> {
  const app = staticClosure(graph, modules.app);
  const shell = staticClosure(graph, [modules.shell]);
  const outside = staticClosure(graph, modules.outside ?? []);
  const standalone = [...modules.landing, ...(modules.standalone ?? [])];
  const notInside = new Set([...standalone, modules.shell, ...(modules.outside ?? [])]);
  const pages = (graph.getModuleInfo(modules.router)?.dynamicallyImportedIds ?? []).filter((id) => !notInside.has(id));
  const pagesLoading = new Map<string, number>();
  for (const page of pages) for (const id of staticClosure(graph, [page])) pagesLoading.set(id, (pagesLoading.get(id) ?? 0) + 1);
  const inShellOrPage = (id: string) => shell.has(id) || pagesLoading.has(id);
  const sharedInShell = (id: string) => shell.has(id) || pagesLoading.get(id)! >= 2;
  // The shell and each page stay the chunks the router asks for (each imports the rest at once).
  const routed = new Set([modules.shell, ...pages]);
  const apart = needing(graph, [...app, ...shell, ...outside, ...pagesLoading.keys()], modules.apart);
  const chunks = new Map<string, ChunkName>();
  const assign = (ids: Iterable<string>, chunk: ChunkName, when: (id: string) => boolean = () => true) => {
    for (const id of ids) if (!chunks.has(id) && !routed.has(id) && !apart.has(id) && when(id)) chunks.set(id, chunk);
  };
  assign(staticClosure(graph, standalone), 'start', (id) => app.has(id) || outside.has(id) || inShellOrPage(id));
  assign(app, 'app-start');
  assign(outside, 'app-common', sharedInShell);
  assign(shell, 'app-shell');
  assign(pagesLoading.keys(), 'app-pages', sharedInShell);
  return chunks;
}

/**
 * A page inside the app loads a handful of scripts rather than thirty or forty small ones: over
 * HTTP/1.1 a browser fetches six at a time, so each further round of small requests costs the page
 * a round trip before it can render (Lighthouse's mobile preset: 150 ms each). The chunks are
 * decided from the module graph once it is complete (see chunkOf); the plugin gives Rolldown the
 * groups that put each module where it belongs.
 */
export function pageChunks(webRoot: string, files: PageModules): { plugin: Plugin; groups: { name: ChunkName; test: (id: string) => boolean; priority: number }[] } {
  const abs = (file: string) => path.resolve(webRoot, file);
  let chunks = new Map<string, ChunkName>();
  const plugin: Plugin = {
    name: 'eventry:page-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const modules = {
        ...files,
        app: files.app.map(abs),
        landing: files.landing.map(abs),
        standalone: (files.standalone ?? []).map(abs),
        shell: abs(files.shell),
        router: abs(files.router),
        outside: (files.outside ?? []).map(abs),
      };
      const missing = [...modules.app, ...modules.landing, ...modules.standalone, modules.shell, modules.router, ...modules.outside].filter((id) => !this.getModuleInfo(id));
      if (missing.length) this.error(`page-chunks: not in the build (renamed?): ${missing.join(', ')}`);
      chunks = chunkOf(this, modules);
    },
  };
  const groups = CHUNK_NAMES.map((name, index) => ({ name, test: (id: string) => chunks.get(id) === name, priority: CHUNK_NAMES.length - index }));
  return { plugin, groups };
}
