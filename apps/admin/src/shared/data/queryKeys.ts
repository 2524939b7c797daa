/**
 * Query keys of the typed queries (`useGql`) start with this, then the operation name:
 * `[TAIKAI_QUERY, name, variables, locale]`. Live updates choose what to refresh by that name.
 */
export const TAIKAI_QUERY = 'taikai';
