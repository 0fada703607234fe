import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import type { CategoryChoice, CategorySave } from '../model/admin';
import { apiFetch } from './client';

/**
 * Categories: the spec's calls, `GET /api/category/getAll` (the sub-category form's parent chooser)
 * and `POST /api/category` (the category form).
 */

interface FetchOptions {
  signal?: AbortSignal;
}

/** What the chooser reads of each category (the spec's entities: 'List items read: categoryId, titlePrimary'). */
export type { CategoryChoice };

export function getCategories({ signal }: FetchOptions = {}): Promise<CategoryChoice[]> {
  return apiFetch<CategoryChoice[]>(apiPaths.categoryAll, { signal });
}

/**
 * Every category, for the chooser. An editor's list: always asked again when a form opens (no
 * freshness time), so a category added a moment ago is there.
 */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['category', 'all'] as const,
    queryFn: ({ signal }) => getCategories({ signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** The body is what the server's schema takes (src/model/admin.ts, `CategorySave`). */
export function createCategory(category: CategorySave): Promise<unknown> {
  return apiFetch<unknown>(apiPaths.category, { method: 'POST', body: JSON.stringify(category) });
}

/** Creates a category; the category lists are asked again afterwards. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['category', 'create'] as const,
    mutationFn: createCategory,
    // Not awaited: the editor sees the outcome at once; the lists follow.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [categoriesQueryOptions().queryKey[0]] }),
  });
}
