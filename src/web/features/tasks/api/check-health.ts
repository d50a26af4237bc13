import { api } from '../../../lib/api.ts';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  dialect: 'sqlite' | 'postgres';
}

/** Whether the API and its database answer (used by the connection check, never cached). */
export function checkHealth(signal?: AbortSignal) {
  return api.get<Health>('/api/health', undefined, signal);
}
