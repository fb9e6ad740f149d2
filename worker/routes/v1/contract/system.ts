import { PlatformList } from "@common/api";
import { CategoryList, CategoryListQuery, categoryIds } from "@common/categories";
import { allImageSizes, platforms } from "@common/platforms";
import { Health } from "@common/health";
import { json, v1Route } from "./define";

export const health = v1Route(
  { auth: "none" },
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    tags: ["System"],
    summary: "Service health",
    description: "Liveness: no key needed, never counted or billed.",
    responses: { 200: json(Health.meta({ id: "Health" }), "The service is up") },
  },
);

export const platformList = v1Route(
  { auth: "key" },
  {
    method: "get",
    path: "/platforms",
    operationId: "listPlatforms",
    tags: ["Platforms"],
    summary: "Platforms and image sizes",
    description: `The ${platforms.length} platforms, their ${allImageSizes.length} output sizes with each size's safe zone (keep-clear rectangles, with a right-to-left set where the platform moves its buttons), their copy limits and the source of each number. Any live key may read it; not billed.`,
    responses: { 200: json(PlatformList, "Every platform with its sizes") },
  },
);

export const categoryListRoute = v1Route(
  { auth: "key" },
  {
    method: "get",
    path: "/categories",
    operationId: "listCategories",
    tags: ["Platforms"],
    summary: "Business categories",
    description: `The ${categoryIds.length} categories of the copy's lexicon, named in the language asked for: send one's id as \`category\` when generating copy, and every language names what is sold with its own words (left out, the category is detected from the brief). Any live key may read it; not billed.`,
    request: { query: CategoryListQuery },
    responses: { 200: json(CategoryList, "Every category with its name") },
  },
);
