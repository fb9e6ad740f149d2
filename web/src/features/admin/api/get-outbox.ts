import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { OutboxList } from "@common/mail";
import { requestJson } from "@web/lib/api-request";

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/outbox: every mail the product sent, newest first, one page. */
export async function getOutbox(offset: number, limit = OUTBOX_PAGE_SIZE): Promise<OutboxList> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return requestJson(OutboxList, "GET", `/api/admin/outbox?${query}`);
}

export const outboxQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: ["admin", "outbox", offset] as const,
    queryFn: () => getOutbox(offset),
    // Mail arrives while the page is open elsewhere (a reset asked for in another tab): read it fresh on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOutbox(offset: number) {
  return useQuery(outboxQueryOptions(offset));
}
