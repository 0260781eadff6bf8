import type { Static } from '@sinclair/typebox';
import type { newSavedSearchBodySchema, savedSearchChangeBodySchema, savedSearchSchema } from './savedSearchSchemas';

/** A saved search as My Account lists it. */
export type SavedSearch = Static<typeof savedSearchSchema>;
/** What the list page's "Save search" sends. */
export type NewSavedSearch = Static<typeof newSavedSearchBodySchema>;
/** What a rename or the alert switch sends. */
export type SavedSearchChange = Static<typeof savedSearchChangeBodySchema>;

/** Most searches one shopper may keep: My Account stays one screen, and the daily alert job stays bounded. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest name accepted, once tidied. */
export const MAX_SAVED_SEARCH_NAME_LENGTH = 60;
/** Longest filter query accepted (every filter of the panel ticked fits with room to spare). */
export const MAX_SAVED_SEARCH_QUERY_LENGTH = 2000;
/** At most one alert mail per saved search in this time. */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** What the store says about saved searches, on both sides of the wire. */
export const SAVED_SEARCH_MESSAGES = {
  nameMissing: 'Please enter a name for the search.',
  nameTooLong: `A search name has at most ${MAX_SAVED_SEARCH_NAME_LENGTH} characters.`,
  limitReached: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one in My Account to save another.`,
  notFound: 'Saved search not found.',
  notAList: 'Only a plan list can be saved as a search.',
  saved: 'Search saved',
  renamed: 'Search renamed',
  deleted: 'Search deleted',
} as const;

export function savedSearchNameTaken(name: string): string {
  return `You already have a saved search named '${name}'.`;
}

/** A name as it is stored: trimmed, each run of spaces one space. */
export function tidySavedSearchName(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** Where a saved search opens: its list with its filters. */
export function savedSearchHref(search: Pick<SavedSearch, 'path' | 'query'>): string {
  return search.query === '' ? search.path : `${search.path}?${search.query}`;
}
