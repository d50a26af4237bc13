import { useMutation } from '@tanstack/react-query';
import type { ComposedTheme, ComposeThemeInput } from '../../../../domain/event-genie.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/event-genie/themes: a theme for the event in the mood; the same seed composes the same curated theme. */
export function composeTheme(input: ComposeThemeInput) {
  return api.post<ComposedTheme>('/api/event-genie/themes', input);
}

/** A mutation rather than a query: each "Another idea" is a new seed, and a theme is never shown again from a cache. */
export function useComposeTheme() {
  return useMutation({ mutationFn: composeTheme });
}
