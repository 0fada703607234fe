import { useQueries } from '@tanstack/react-query';
import { contentQueryOptions } from './content';

/**
 * Several hymns at once, each its own call (and its own cache entry, shared with the hymn pages):
 * a set list's hymns, for its shared link's page and its printed booklet. A module of its own:
 * react-query's useQueries is some 6 kB that a hymn page's first script does not need.
 */
export function useContents(contentIds: readonly number[]) {
  return useQueries({ queries: contentIds.map((contentId) => contentQueryOptions(contentId)) });
}
