import { RESET_TOKEN_VALIDITY_MS } from '../../../../domain/password-reset.ts';

/**
 * The reset link being used in this tab, once its token has been taken out of the address bar: kept
 * in session storage so a reload still finds it; gone when the tab closes, after a reset, on leaving
 * the reset screen, and on sign-out.
 */
const RESET_RECORD_KEY = 'eventry.password-reset';

interface ResetRecord {
  token: string;
  email: string | null;
  savedAt: number;
}

export function saveResetRecord(token: string, email: string | null, now = Date.now()) {
  try {
    sessionStorage.setItem(RESET_RECORD_KEY, JSON.stringify({ token, email, savedAt: now } satisfies ResetRecord));
  } catch {
    // Without storage the link works until the page is reloaded.
  }
}

/** The saved link, unless it is older than a link can be valid. */
export function readResetRecord(now = Date.now()): { token: string; email: string | null } | null {
  try {
    const record = JSON.parse(sessionStorage.getItem(RESET_RECORD_KEY) ?? 'null') as Partial<ResetRecord> | null;
    if (typeof record?.token !== 'string' || typeof record.savedAt !== 'number') return null;
    if (now - record.savedAt > RESET_TOKEN_VALIDITY_MS) {
      clearResetRecord();
      return null;
    }
    return { token: record.token, email: typeof record.email === 'string' ? record.email : null };
  } catch {
    return null;
  }
}

export function clearResetRecord() {
  try {
    sessionStorage.removeItem(RESET_RECORD_KEY);
  } catch {
    // Nothing was saved then.
  }
}
