import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

/** Where the test server writes its e-mail, and its database (see webServer in playwright.config.ts). */
export const dataDir = path.resolve('.e2e-data', String(Number(process.env.E2E_PORT ?? 4173)));
export const outboxDir = path.join(dataDir, 'outbox');

/** The reset link of the latest e-mail in the outbox addressed to `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
      const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
      const mine = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
      link = /https?:\/\/\S+\/reset-password#reset-password\?\S+/.exec(mine.at(-1)?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Asks for a reset link for `email` (a registered account) and answers the link e-mailed. */
export async function requestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/forgot-password', { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
  return resetLinkFor(email);
}

/** The query part of a reset link's hash: token=…&email=…, to build the other spellings of the link. */
export const resetLinkQuery = (link: string) => new URL(link).hash.slice(new URL(link).hash.indexOf('?') + 1);
