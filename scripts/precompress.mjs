/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the built client, at the
 * strongest settings, once at build time; the server sends the copy the browser accepts
 * (src/server/http/web-client.ts). A copy that would not be smaller than its file is not written.
 *
 *   node scripts/precompress.mjs [dist/web]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf)$/i;
/**
 * The PDF reports' fonts: large, and fetched only when a report is made. Brotli's font mode at
 * quality 5 takes under a second for the 10.5 MB CJK font and halves it; the strongest setting would take a minute.
 */
const FONT = /\.ttf$/i;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for tools, never served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: FONT.test(file) ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: FONT.test(file) ? zlib.constants.BROTLI_MODE_FONT : zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [copy, extension] of [[br, '.br'], [gz, '.gz']]) {
    if (copy.length < content.length) await fs.writeFile(file + extension, copy);
  }
  return { size: content.length, br: Math.min(br.length, content.length) };
}

const root = path.resolve(process.argv[2] ?? 'dist/web');
const files = [];
for await (const file of filesUnder(root)) if (COMPRESSIBLE.test(file)) files.push(file);
const results = await Promise.all(files.map(precompress));
const total = results.reduce((sum, result) => sum + result.size, 0);
const compressed = results.reduce((sum, result) => sum + result.br, 0);
console.log(
  `precompressed ${files.length} files in ${path.relative(process.cwd(), root) || '.'}: ` +
    `${(total / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB with Brotli`,
);
