import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rules the client's first pages use, kept apart from the schemas: importing any of these must
 * not bring zod into a page's scripts (the schema modules re-export them).
 */
const ZOD_FREE_MODULES = [
  'bingo-words.ts',
  'bingo.ts',
  'built-in-templates.ts',
  'bulk-task-rules.ts',
  'calendar-dates.ts',
  'calendar-month.ts',
  'campaigns.ts',
  'countdown.ts',
  'english-format.ts',
  'event-genie-rules.ts',
  'icebreaker-questions.ts',
  'icebreakers.ts',
  'meeting-agenda.ts',
  'member-display.ts',
  'member-page-rules.ts',
  'pagination-rules.ts',
  'reminder-rules.ts',
  'site-links-defaults.ts',
  'site-links-types.ts',
  'task-export-formats.ts',
  'task-import/import-rules.ts',
  'task-rules.ts',
  'task-sort.ts',
  'template-fit.ts',
  'template-rules.ts',
  'text-rules.ts',
  'today.ts',
  'workspace-rules.ts',
];

/** What a module imports at run time (type-only imports are erased): package names and resolved files. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";\s][^'";]*?\sfrom\s+)?'([^']+)';/gm)].map((match) => match[1]!);
  return imports.map((specifier) => (specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier));
}

function everythingLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  for (const imported of runtimeImports(file)) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    if (imported.startsWith('/')) everythingLoadedBy(imported, seen);
  }
  return seen;
}

describe('rules without schemas', () => {
  it.each(ZOD_FREE_MODULES)('%s loads no zod, directly or through what it imports', (module) => {
    const loaded = [...everythingLoadedBy(path.join(import.meta.dirname, module))];
    expect(loaded.filter((imported) => imported === 'zod' || imported.startsWith('zod/'))).toEqual([]);
  });

  it('sees an import of zod where there is one', () => {
    expect(everythingLoadedBy(path.join(import.meta.dirname, 'tasks.ts'))).toContain('zod');
  });
});
