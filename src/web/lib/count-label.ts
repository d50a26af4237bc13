/**
 * "1 task", "3 tasks", "10,000 tasks": the helper lives in `domain/english-format.ts`, so the server and
 * the browser write counts alike; this path stays for the imports that already use it.
 */
export { countLabel } from '../../domain/english-format.ts';
