import { describe, expect, it } from 'vitest';
import { CHUNK_NAMES, chunkOf, pageChunks, type ChunkName } from './chunk-groups.ts';

/** A module graph from `module: [static imports, dynamic imports]`. */
function graphOf(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo(id: string) {
      const entry = modules[id];
      if (!entry) return null;
      const [imports, dynamicImports = []] = entry;
      // As Rolldown reports them: importedIds lists the dynamic imports too.
      return { importedIds: [...imports, ...dynamicImports], dynamicallyImportedIds: dynamicImports };
    },
  };
}

const appModules: Record<string, [string[], string[]?]> = {
  'index.html': [['main.tsx']],
  'main.tsx': [['react-dom', 'router.tsx']],
  'router.tsx': [[], ['landing-page.tsx', 'auth-page.tsx', 'public-feedback.tsx', 'app-layout.tsx', 'dashboard-page.tsx', 'tasks-page.tsx', 'feedback-page.tsx']],
  'landing.html': [['landing.tsx']],
  'landing.tsx': [['react-dom', 'button.tsx'], ['landing-page.tsx']],
  'landing-page.tsx': [['button.tsx', 'footer.tsx', 'video.tsx']],
  'video.tsx': [[]],
  'react-dom': [['scheduler']],
  scheduler: [[]],
  'button.tsx': [['slot']],
  slot: [[]],
  'footer.tsx': [[]],
  'auth-page.tsx': [['input.tsx', 'button.tsx', 'dialog.tsx']],
  'app-layout.tsx': [['app-shell.tsx']],
  'app-shell.tsx': [['footer.tsx', 'toast.tsx', 'dialog.tsx'], ['shortcuts-dialog.tsx']],
  'shortcuts-dialog.tsx': [['dialog.tsx']],
  'toast.tsx': [[]],
  'dialog.tsx': [['focus-scope']],
  'focus-scope': [[]],
  'input.tsx': [[]],
  'dashboard-page.tsx': [['page-header.tsx', 'stat-card.tsx', 'dialog.tsx']],
  'stat-card.tsx': [[]],
  'tasks-page.tsx': [['page-header.tsx', 'tasks-table.tsx', 'input.tsx']],
  'tasks-table.tsx': [[]],
  'page-header.tsx': [[]],
  'public-feedback.tsx': [['feedback-page.tsx']],
  'feedback-page.tsx': [['feedback-form.tsx']],
  'feedback-form.tsx': [['input.tsx']],
};
const graph = graphOf(appModules);

const modules = {
  app: ['index.html'],
  landing: ['landing.html', 'landing-page.tsx'],
  shell: 'app-layout.tsx',
  router: 'router.tsx',
  outside: ['auth-page.tsx', 'public-feedback.tsx'],
};

const members = (chunks: Map<string, ChunkName>, name: ChunkName) => [...chunks].filter(([, chunk]) => chunk === name).map(([id]) => id).sort();

describe('page chunks', () => {
  const chunks = chunkOf(graph, modules);

  it('puts what the landing page and the app both load in one chunk, and the app\'s own first modules in another', () => {
    expect(members(chunks, 'start')).toEqual(['button.tsx', 'footer.tsx', 'react-dom', 'scheduler', 'slot']);
    expect(members(chunks, 'app-start')).toEqual(['index.html', 'main.tsx', 'router.tsx']);
  });

  it('gives the sign-in page only what it shares with the app, not the shell or its pages', () => {
    expect(members(chunks, 'app-common')).toEqual(['dialog.tsx', 'focus-scope', 'input.tsx']);
    expect(members(chunks, 'app-shell')).toEqual(['app-shell.tsx', 'toast.tsx']);
  });

  it('puts what two pages share in one chunk and leaves each page, and what it alone loads, to itself', () => {
    expect(members(chunks, 'app-pages')).toEqual(['page-header.tsx']);
    for (const own of ['dashboard-page.tsx', 'stat-card.tsx', 'tasks-page.tsx', 'tasks-table.tsx', 'auth-page.tsx', 'landing-page.tsx', 'video.tsx', 'landing.tsx']) {
      expect(chunks.has(own), own).toBe(false);
    }
  });

  it('leaves a page, and what only it loads, to itself when a page outside the shell loads it too', () => {
    for (const own of ['feedback-page.tsx', 'feedback-form.tsx', 'public-feedback.tsx']) {
      expect(chunks.has(own), own).toBe(false);
    }
  });

  it('keeps the shell\'s own module, which the router asks for, and what loads on demand out of the groups', () => {
    expect(chunks.has('app-layout.tsx')).toBe(false);
    expect(chunks.has('shortcuts-dialog.tsx')).toBe(false);
  });

  it('never puts a module in a later chunk than a module that imports it (Rolldown would pull it along)', () => {
    const order = (id: string) => CHUNK_NAMES.indexOf(chunks.get(id)!);
    for (const [id] of chunks) {
      for (const imported of graph.getModuleInfo(id)!.importedIds.filter((dep) => !graph.getModuleInfo(id)!.dynamicallyImportedIds.includes(dep))) {
        expect(chunks.has(imported), `${id} imports ${imported}`).toBe(true);
        expect(order(imported), `${id} imports ${imported}`).toBeLessThanOrEqual(order(id));
      }
    }
  });

  it('gives Rolldown one group per chunk, the earlier chunk first, each matching its own modules once the graph is known', () => {
    const { plugin, groups } = pageChunks('/web', { app: ['index.html'], landing: ['landing.html'], shell: 'app-layout.tsx', router: 'main.tsx' });
    expect(groups.map((group) => group.name)).toEqual([...CHUNK_NAMES]);
    expect(groups.map((group) => group.priority)).toEqual([...groups.map((group) => group.priority)].sort((a, b) => b - a));
    expect(groups.some((group) => group.test('/web/main.tsx'))).toBe(false);
    const web = (id: string) => `/web/${id}`;
    const absolute = graphOf({ [web('index.html')]: [[web('main.tsx')]], [web('main.tsx')]: [[]], [web('landing.html')]: [[]], [web('app-layout.tsx')]: [[]] });
    (plugin.buildEnd as (this: typeof absolute, error?: Error) => void).call(absolute);
    expect(groups.filter((group) => group.test(web('main.tsx'))).map((group) => group.name)).toEqual(['app-start']);
  });

  it('stops the build when a module it was told of is not in it (a renamed router would leave every page to itself)', () => {
    const { plugin } = pageChunks('/web', { app: ['index.html'], landing: ['landing.html'], shell: 'app-layout.tsx', router: 'app/gone-router.tsx' });
    const context = {
      ...graphOf({ '/web/index.html': [[]], '/web/landing.html': [[]], '/web/app-layout.tsx': [[]] }),
      error(message: string): never {
        throw new Error(message);
      },
    };
    expect(() => (plugin.buildEnd as (this: typeof context, error?: Error) => void).call(context)).toThrow('/web/app/gone-router.tsx');
  });

  it('gives a standalone page (a member\'s task page) what it shares with the app in start, so it loads none of the app\'s chunks', () => {
    const withMemberPage = graphOf({
      ...appModules,
      'member.html': [['member.tsx']],
      'member.tsx': [['react-dom', 'member-view.tsx']],
      // Shares the sign-in page's input and a page's header with the app, and has a module of its own.
      'member-view.tsx': [['input.tsx', 'page-header.tsx', 'status-switch.tsx']],
      'status-switch.tsx': [[]],
    });
    const chunks = chunkOf(withMemberPage, { ...modules, standalone: ['member.html'] });
    expect(members(chunks, 'start')).toEqual(['button.tsx', 'footer.tsx', 'input.tsx', 'page-header.tsx', 'react-dom', 'scheduler', 'slot']);
    expect(members(chunks, 'app-common')).toEqual(['dialog.tsx', 'focus-scope']);
    expect(members(chunks, 'app-pages')).toEqual([]);
    for (const own of ['member.html', 'member.tsx', 'member-view.tsx', 'status-switch.tsx']) expect(chunks.has(own), own).toBe(false);
  });

  it('leaves a library only some pages need, and every module that imports it, to the pages that load them', () => {
    const withForms = graphOf({
      'index.html': [['main.tsx']],
      'main.tsx': [['react-dom', 'router.tsx']],
      'router.tsx': [[], ['app-layout.tsx', 'auth-page.tsx', 'events-page.tsx', 'team-page.tsx']],
      'react-dom': [[]],
      'landing.html': [['react-dom']],
      'app-layout.tsx': [['badge.tsx']],
      'badge.tsx': [[]],
      'auth-page.tsx': [['sign-in-form.tsx', 'badge.tsx']],
      'sign-in-form.tsx': [['field.tsx', 'schemas.ts']],
      'events-page.tsx': [['event-form.tsx']],
      'event-form.tsx': [['field.tsx', 'rules.ts']],
      'team-page.tsx': [['member-form.tsx']],
      'member-form.tsx': [['field.tsx', 'rules.ts']],
      // An import cycle: rules.ts needs zod only through schemas.ts.
      'schemas.ts': [['rules.ts', '/nm/zod/index.js']],
      'rules.ts': [['schemas.ts']],
      '/nm/zod/index.js': [['/nm/zod/core.js']],
      '/nm/zod/core.js': [[]],
      'field.tsx': [[]],
    });
    const chunks = chunkOf(withForms, {
      app: ['index.html'],
      landing: ['landing.html'],
      shell: 'app-layout.tsx',
      router: 'router.tsx',
      outside: ['auth-page.tsx'],
      apart: /[\\/]nm[\\/]zod[\\/]/,
    });
    for (const id of ['/nm/zod/index.js', '/nm/zod/core.js', 'schemas.ts', 'rules.ts']) expect(chunks.has(id), id).toBe(false);
    expect(members(chunks, 'app-common')).toEqual(['badge.tsx', 'field.tsx']);
  });
});
