import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartUpChunks } from './compile-hints.ts';

function chunk(fileName: string, options: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return { fileName, code: `export const name = "${fileName}";`, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, map: null, ...options } as Rolldown.OutputChunk;
}

describe('compile hints', () => {
  const build = () => [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react-dom.js'] }),
    chunk('assets/react-dom.js'),
    chunk('assets/tasks-page.js', { isDynamicEntry: true, facadeModuleId: '/app/src/web/features/tasks/tasks-page.tsx', imports: ['assets/badge.js'] }),
    chunk('assets/badge.js'),
    chunk('assets/app-layout.js', { isDynamicEntry: true, facadeModuleId: '/app/src/web/app/shell/app-layout.tsx' }),
    chunk('assets/public-feedback.js', { isDynamicEntry: true, facadeModuleId: '/app/src/web/app/routes/public-feedback.tsx' }),
    chunk('assets/render-task-report.js', { isDynamicEntry: true, facadeModuleId: '/app/src/web/lib/exports/render-task-report.ts', imports: ['assets/jspdf.js'] }),
    chunk('assets/jspdf.js'),
    chunk('assets/task-form-dialog.js', { isDynamicEntry: true, facadeModuleId: '/app/src/web/features/tasks/components/task-form-dialog.tsx', imports: ['assets/badge.js'] }),
  ];

  it('opens every script a page starts with by the hint: the entries, the pages, the shell and all they import', () => {
    const chunks = build();
    const marked = markStartUpChunks(chunks);
    expect([...marked].sort()).toEqual(
      ['assets/app-layout.js', 'assets/badge.js', 'assets/index.js', 'assets/public-feedback.js', 'assets/react-dom.js', 'assets/tasks-page.js'],
    );
    for (const output of chunks) {
      expect(output.code.startsWith(`${COMPILE_HINT}\n`), output.fileName).toBe(marked.has(output.fileName));
    }
  });

  it('leaves what one action loads (the PDF, a dialog) to compile lazily', () => {
    const chunks = build();
    markStartUpChunks(chunks);
    const byName = (name: string) => chunks.find((output) => output.fileName === name)!;
    expect(byName('assets/render-task-report.js').code).toBe('export const name = "assets/render-task-report.js";');
    expect(byName('assets/jspdf.js').code).not.toContain(COMPILE_HINT);
    expect(byName('assets/task-form-dialog.js').code).not.toContain(COMPILE_HINT);
  });

  it('moves a source map down by the line it adds', () => {
    const entry = chunk('assets/index.js', { isEntry: true, map: { mappings: 'AAAA,CAAC' } as Rolldown.OutputChunk['map'] });
    markStartUpChunks([entry]);
    expect(entry.map!.mappings).toBe(';AAAA,CAAC');
  });
});
