import { queryOptions, useQuery } from "@tanstack/react-query";
import { CategoryList } from "@common/categories";
import type { LanguageCode } from "@common/languages";
import { requestJson } from "@web/lib/api-request";

/** GET /api/categories: the lexicon's categories named in the interface's language, for the form's searchable choice. */
export function categoriesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ["generator", "categories", language] as const,
    queryFn: () => requestJson(CategoryList, "GET", `/api/categories?language=${language}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useCategories = (language: LanguageCode) => useQuery(categoriesQuery(language));
