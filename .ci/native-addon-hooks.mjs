/**
 * Loaded with --import by .ci/test-on-node: makes better-sqlite3 load the addon built for the Node.js
 * running the tests (BETTER_SQLITE3_ADDON) instead of node_modules' own, built for the installed Node.js,
 * so that node_modules stays as it is. argon2 needs nothing: its prebuilt addon uses Node-API, which
 * every Node.js version loads.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const addon = process.env.BETTER_SQLITE3_ADDON;
const INSTALLED_ADDON = /[\\/]better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/;

if (addon) {
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      INSTALLED_ADDON.test(specifier) ? { url: pathToFileURL(addon).href, shortCircuit: true } : nextResolve(specifier, context),
  });
}
