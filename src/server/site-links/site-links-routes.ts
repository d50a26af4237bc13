import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteLinksSchema, type SiteLinks } from '../../domain/site-links.ts';

export interface SiteLinksRoutesOptions {
  siteLinks: SiteLinks;
}

/** Fixed while the server runs (read at start-up), so browsers and proxies may keep the answer a while. */
const CACHE_CONTROL = 'public, max-age=300';

export const siteLinksRoutes: FastifyPluginAsyncZod<SiteLinksRoutesOptions> = async (app, { siteLinks }) => {
  app.get(
    '',
    {
      schema: {
        tags: ['site'],
        summary: 'The external links the app shows: Bonuses tools, community tools, feedback form and policy pages',
        description:
          'Public: no sign-in needed. Configured by the installation at start-up (SITE_LINKS_FILE and the *_URL variables). ' +
          'A tool whose `url` is null is not available; a null `feedbackFormUrl` means the in-app feedback form. ' +
          'Policy URLs are pages of this site (/policies/…) unless configured otherwise.',
        response: { 200: siteLinksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return siteLinks;
    },
  );
};
