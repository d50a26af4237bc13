import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.dirname(new URL(import.meta.url).pathname);
const featuresRoot = path.join(webRoot, 'features');
const srcRoot = path.dirname(webRoot);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1]!));
}

describe('architecture', () => {
  it('a feature imports no other feature', () => {
    const crossings: string[] = [];
    for (const feature of fs.readdirSync(featuresRoot)) {
      for (const file of sourceFiles(path.join(featuresRoot, feature))) {
        for (const target of relativeImports(file)) {
          const relative = path.relative(featuresRoot, target);
          if (!relative.startsWith('..') && relative.split(path.sep)[0] !== feature) {
            crossings.push(`${path.relative(srcRoot, file)} → ${path.relative(srcRoot, target)}`);
          }
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('domain code does no I/O and imports nothing from the server or the web app', () => {
    const offenders = sourceFiles(path.join(srcRoot, 'domain')).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return /from '(node:|fs|path|kysely|fastify|react)/.test(text) || /from '\.\.\/(server|web)\//.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
