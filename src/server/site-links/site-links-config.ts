import fs from 'node:fs';
import { z } from 'zod';
import {
  BONUS_TOOL_IDS,
  COMMUNITY_TOOL_IDS,
  isExternalUrl,
  isSiteOrExternalUrl,
  POLICY_IDS,
  SITE_LINK_DESCRIPTION_MAX_LENGTH,
  SITE_LINK_NAME_MAX_LENGTH,
  type BonusToolId,
  type CommunityToolId,
  type PolicyId,
  type SiteLinks,
} from '../../domain/site-links.ts';
import { DEFAULT_SITE_LINKS } from '../../domain/site-links-defaults.ts';
import { hasNoControlCharacters } from '../../domain/common.ts';

/**
 * The links of an installation: DEFAULT_SITE_LINKS (every tool at its page in Eventry), then a JSON
 * file named by SITE_LINKS_FILE, then one variable per address, each overriding what came before.
 * A tool may point at another page of this site or at another site; `none` (null in the file) turns it off.
 */

export const SITE_LINKS_FILE_VARIABLE = 'SITE_LINKS_FILE';
/** The value of a tool's or the feedback form's variable that turns it off (a tool is then shown greyed out, marked Soon). */
export const NO_LINK = 'none';

export const BONUS_TOOL_VARIABLES: Record<BonusToolId, string> = {
  funAndDirect: 'BONUS_FUN_AND_DIRECT_URL',
  eventToolsGallery: 'BONUS_EVENT_TOOLS_GALLERY_URL',
  coWorkerSpace: 'BONUS_CO_WORKER_SPACE_URL',
  eventGenie: 'BONUS_EVENTGENIE_URL',
};

export const COMMUNITY_TOOL_VARIABLES: Record<CommunityToolId, string> = {
  emailCampaignGenerator: 'COMMUNITY_EMAIL_CAMPAIGN_URL',
  meetingAgendaGenerator: 'COMMUNITY_MEETING_AGENDA_URL',
};

export const FEEDBACK_FORM_VARIABLE = 'FEEDBACK_FORM_URL';

export const POLICY_VARIABLES: Record<PolicyId, string> = {
  acceptableUse: 'POLICY_ACCEPTABLE_USE_URL',
  privacy: 'POLICY_PRIVACY_URL',
  cookie: 'POLICY_COOKIE_URL',
  termsOfService: 'POLICY_TERMS_OF_SERVICE_URL',
};

const EXTERNAL_URL_MESSAGE = 'must be an absolute http:// or https:// URL';
const TOOL_URL_MESSAGE = 'must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL';
const POLICY_URL_MESSAGE = 'must be a path on this site such as /policies/privacy.html, or an absolute http:// or https:// URL';

// ---------------------------------------------------------------------------------------------
// The JSON file: every part optional, unknown keys refused (a misspelt key would otherwise be ignored).

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty', abort: true })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => hasNoControlCharacters(value), 'cannot contain control characters');

const externalUrl = z.string({ error: `${EXTERNAL_URL_MESSAGE}, or null` }).refine(isExternalUrl, `${EXTERNAL_URL_MESSAGE}, or null`);
const toolUrl = z.string({ error: `${TOOL_URL_MESSAGE}, or null` }).refine(isSiteOrExternalUrl, `${TOOL_URL_MESSAGE}, or null`);
const policyUrl = z.string({ error: POLICY_URL_MESSAGE }).refine(isSiteOrExternalUrl, POLICY_URL_MESSAGE);

function strictObject<T extends z.ZodRawShape>(shape: T) {
  const allowed = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `has unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.join(', ')} (known: ${allowed})`;
      if (issue.code === 'invalid_type') return 'must be an object';
      return undefined;
    },
  });
}

function keyed<K extends string, T extends z.ZodType>(ids: readonly K[], entry: T) {
  return strictObject(Object.fromEntries(ids.map((id) => [id, entry.optional()])) as Record<K, z.ZodOptional<T>>);
}

const toolOverride = strictObject({
  name: text(SITE_LINK_NAME_MAX_LENGTH).optional(),
  description: text(SITE_LINK_DESCRIPTION_MAX_LENGTH).optional(),
  url: toolUrl.nullable().optional(),
});

const policyOverride = strictObject({
  name: text(SITE_LINK_NAME_MAX_LENGTH).optional(),
  url: policyUrl.optional(),
});

export const siteLinksFileSchema = strictObject({
  bonusTools: keyed(BONUS_TOOL_IDS, toolOverride).optional(),
  communityTools: keyed(COMMUNITY_TOOL_IDS, toolOverride).optional(),
  feedbackFormUrl: externalUrl.nullable().optional(),
  policies: keyed(POLICY_IDS, policyOverride).optional(),
});
export type SiteLinksFile = z.infer<typeof siteLinksFileSchema>;

// ---------------------------------------------------------------------------------------------

type Env = Record<string, string | undefined>;
export type ReadTextFile = (path: string) => string;

export interface SiteLinksResult {
  links: SiteLinks;
  /** What is wrong, one line each, naming the variable (and the file's key) and the value it got. */
  problems: string[];
}

const got = (value: unknown) => (value === undefined ? '' : ` (got ${JSON.stringify(value)})`);

function readFileOverrides(path: string, readFile: ReadTextFile, problems: string[]): SiteLinksFile {
  const where = `${SITE_LINKS_FILE_VARIABLE} (${path})`;
  let content: string;
  try {
    content = readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : String((error as Error).message);
    problems.push(`${where} cannot be read: ${reason}`);
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    problems.push(`${where} is not valid JSON: ${(error as Error).message}`);
    return {};
  }
  const parsed = siteLinksFileSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      const value = issue.code === 'unrecognized_keys' ? undefined : issue.input;
      problems.push(`${where} ${key ? `${key} ` : ''}${issue.message}${got(value)}`);
    }
    return {};
  }
  return parsed.data;
}

/** A tool's or the feedback form's variable: an address, or `none` for off. */
function urlOrNoneFromEnv(env: Env, name: string, accepts: (value: string) => boolean, message: string, problems: string[]): string | null | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value.trim().toLowerCase() === NO_LINK) return null;
  if (accepts(value.trim())) return value.trim();
  problems.push(`${name} ${message}, or ${NO_LINK}${got(value)}`);
  return undefined;
}

/** A tool's variable: a page of this site, another site's address, or `none`. */
function toolUrlFromEnv(env: Env, name: string, problems: string[]): string | null | undefined {
  return urlOrNoneFromEnv(env, name, isSiteOrExternalUrl, TOOL_URL_MESSAGE, problems);
}

/** The feedback form's variable: another site's address, or `none`. */
function externalUrlFromEnv(env: Env, name: string, problems: string[]): string | null | undefined {
  return urlOrNoneFromEnv(env, name, isExternalUrl, EXTERNAL_URL_MESSAGE, problems);
}

function policyUrlFromEnv(env: Env, name: string, problems: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (isSiteOrExternalUrl(value.trim())) return value.trim();
  problems.push(`${name} ${POLICY_URL_MESSAGE}${got(value)}`);
  return undefined;
}

/**
 * The site links from DEFAULT_SITE_LINKS, the SITE_LINKS_FILE JSON file and the address variables,
 * later ones winning. With problems, `links` is not to be used: start-up must stop and say them.
 */
export function readSiteLinks(env: Env, readFile: ReadTextFile = (path) => fs.readFileSync(path, 'utf8')): SiteLinksResult {
  const problems: string[] = [];
  const filePath = env[SITE_LINKS_FILE_VARIABLE];
  const file = filePath ? readFileOverrides(filePath, readFile, problems) : {};

  const bonusTools = DEFAULT_SITE_LINKS.bonusTools.map((tool) => {
    const fromEnv = toolUrlFromEnv(env, BONUS_TOOL_VARIABLES[tool.id], problems);
    const merged = { ...tool, ...file.bonusTools?.[tool.id] };
    return fromEnv === undefined ? merged : { ...merged, url: fromEnv };
  });
  const communityTools = DEFAULT_SITE_LINKS.communityTools.map((tool) => {
    const fromEnv = toolUrlFromEnv(env, COMMUNITY_TOOL_VARIABLES[tool.id], problems);
    const merged = { ...tool, ...file.communityTools?.[tool.id] };
    return fromEnv === undefined ? merged : { ...merged, url: fromEnv };
  });
  const feedbackFromEnv = externalUrlFromEnv(env, FEEDBACK_FORM_VARIABLE, problems);
  const feedbackFormUrl = feedbackFromEnv !== undefined ? feedbackFromEnv : file.feedbackFormUrl !== undefined ? file.feedbackFormUrl : DEFAULT_SITE_LINKS.feedbackFormUrl;
  const policies = DEFAULT_SITE_LINKS.policies.map((policy) => {
    const fromEnv = policyUrlFromEnv(env, POLICY_VARIABLES[policy.id], problems);
    const merged = { ...policy, ...file.policies?.[policy.id] };
    return fromEnv === undefined ? merged : { ...merged, url: fromEnv };
  });

  return { links: { bonusTools, communityTools, feedbackFormUrl, policies }, problems };
}
