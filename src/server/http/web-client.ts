import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built React app. Hashed assets are cached for a year; every other path that is not a
 * file (a client-side route such as /app/tasks) gets index.html, which is never cached. The landing
 * page, /, is a page of its own when the build has one (landing.html, which loads less than the app),
 * and so is a member's task page, /m/<token> (member.html).
 *
 * The build writes a Brotli (.br) and a gzip (.gz) copy next to each text file
 * (scripts/precompress.mjs); the one the browser accepts is sent as is, with `Vary: Accept-Encoding`.
 * Source maps and dot-files (the build manifest in .vite/) are never sent, even if a build left some there.
 */
export async function registerWebClient(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDir }, 'web client not built; run "npm run build" to serve the app');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    allowedPath: (pathname) => !/\.map$/i.test(pathname),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const landingPage = fs.existsSync(path.join(webDir, 'landing.html')) ? 'landing.html' : 'index.html';
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, landingPage));
  // A member's task page, /m/<token>: a page of its own, which reads the token from its address and
  // asks the API. The token is in the logged URL only as [redacted] (http/credential-urls.ts).
  const memberPage = fs.existsSync(path.join(webDir, 'member.html')) ? 'member.html' : 'index.html';
  app.get('/m/*', { schema: { hide: true } }, (_request, reply) => sendPage(reply, memberPage));

  function sendPage(reply: FastifyReply, file: string) {
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(file);
  }
  function sendIndex(reply: FastifyReply) {
    return sendPage(reply, 'index.html');
  }

  return sendIndex;
}
