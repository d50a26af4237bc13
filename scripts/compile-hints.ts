import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules a page starts with: the app shell, each page, and the landing page (see app/router.tsx). */
const PAGE_MODULE = /[\\/]src[\\/]web[\\/](app[\\/]shell[\\/]app-layout|app[\\/]routes[\\/][^\\/]+|features[\\/][^\\/]+[\\/][^\\/]+-page)\.tsx$/;

/**
 * Marks the scripts a page starts with for eager compilation (V8's explicit compile hints, Chrome
 * 136+): the browser compiles their functions while the script streams in, on a background thread,
 * instead of on the main thread the first time each is called, which was a large part of the long
 * task that starts the app. Scripts loaded for one action (the PDF, the charts, a dialog) are left
 * to compile lazily, as most of their functions never run. The comment has to open the file, so it
 * is added last, after Vite's own additions.
 */
export function compileHints(): Plugin {
  return {
    name: 'eventry:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markStartUpChunks(Object.values(bundle).filter((output) => output.type === 'chunk'));
      },
    },
  };
}

/** Puts the hint at the top of every chunk a page starts with; returns their file names. */
export function markStartUpChunks(chunks: OutputChunk[]): Set<string> {
  const startUp = new Set<string>();
  const add = (fileName: string) => {
    if (startUp.has(fileName)) return;
    startUp.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.isDynamicEntry && PAGE_MODULE.test(chunk.facadeModuleId ?? ''))) add(chunk.fileName);
  }
  for (const chunk of chunks) {
    if (!startUp.has(chunk.fileName)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // One more line at the top: the source map's lines move down by one.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
  return startUp;
}
