import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.dirname(new URL(import.meta.url).pathname);
const featuresRoot = path.join(webRoot, 'features');
const entitiesRoot = path.join(webRoot, 'entities');
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
  return [...text.matchAll(/(?:from|import)\s*(?:\(\s*)?'(\.[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1]!));
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

  // Layers, from the bottom: domain; components and lib; entities (the account's records as every
  // feature shows them: event and member options and their pickers); features; the app's routes.
  // Each imports only from the layers below it.
  it('an entity imports no feature and no other entity', () => {
    const crossings: string[] = [];
    for (const entity of fs.readdirSync(entitiesRoot)) {
      for (const file of sourceFiles(path.join(entitiesRoot, entity))) {
        for (const target of relativeImports(file)) {
          const inFeatures = !path.relative(featuresRoot, target).startsWith('..');
          const entityRelative = path.relative(entitiesRoot, target);
          const inOtherEntity = !entityRelative.startsWith('..') && entityRelative.split(path.sep)[0] !== entity;
          if (inFeatures || inOtherEntity) crossings.push(`${path.relative(srcRoot, file)} → ${path.relative(srcRoot, target)}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared components and lib import no entity and no feature', () => {
    const crossings: string[] = [];
    for (const file of [...sourceFiles(path.join(webRoot, 'components')), ...sourceFiles(path.join(webRoot, 'lib'))]) {
      for (const target of relativeImports(file)) {
        if (!path.relative(featuresRoot, target).startsWith('..') || !path.relative(entitiesRoot, target).startsWith('..')) {
          crossings.push(`${path.relative(srcRoot, file)} → ${path.relative(srcRoot, target)}`);
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
