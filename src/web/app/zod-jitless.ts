// Zod builds fast object parsers with `new Function` when the page allows it, and finds out by trying
// once, as soon as a schema is built; the Content Security Policy has no 'unsafe-eval', so that try is
// refused and reported as a violation. Forms are small: the plain parser does.
//
// Set through the global that Zod reads its settings from (what `z.config()` writes), so the first
// script need not carry Zod; it runs before any page's schemas are built. zod-jitless.test.ts checks
// that Zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
