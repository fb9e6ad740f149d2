import type { ReactNode } from "react";
import { AlertTriangle, RotateCw } from "lucide-react";
import { z } from "@common/zod";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import type { ApiModel } from "../api-model";
import { type ApiDocState, OPENAPI_URL } from "../api/get-openapi";

/** What went wrong, in a sentence a reader can act on. */
export function describeLoadError(error: Error): string {
  if (error instanceof ApiError) {
    return `The server answered ${error.status}${error.serverMessage ? `: ${error.serverMessage}` : ""}.`;
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    return `The document does not have the expected shape${where}${issue ? `: ${issue.message}` : ""}.`;
  }
  if (error instanceof TypeError) return "The request did not reach the server. Check your connection.";
  return error.message;
}

/** The full error panel (API Endpoints): what failed, a retry, and the raw document. */
export function LoadErrorPanel({ state }: { state: Extract<ApiDocState, { status: "error" }> }) {
  return (
    <div role="alert" className="mt-6 border border-destructive bg-surface p-5">
      <p className="flex items-center gap-2 font-mono text-sm font-bold tracking-widest text-destructive">
        <AlertTriangle aria-hidden className="h-5 w-5 shrink-0" />
        The API reference could not be loaded
      </p>
      <p className="mt-2 text-sm leading-relaxed">
        The endpoints, prices and code examples on this page come from the API's OpenAPI document.{" "}
        {describeLoadError(state.error)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={state.retry} disabled={state.retrying}>
          <RotateCw
            aria-hidden
            className={cn("h-4 w-4", state.retrying && "animate-spin motion-reduce:animate-none")}
          />
          {state.retrying ? "Retrying…" : "Retry"}
        </Button>
        <a href={OPENAPI_URL} className="font-mono text-sm font-bold text-accent-text underline underline-offset-4">
          Open the raw OpenAPI document
        </a>
      </div>
    </div>
  );
}

/** A one-line pointer to the panel, for the other parts that need the document. */
function LoadErrorNote() {
  return (
    <p className="mt-4 border-l-2 border-destructive pl-3 text-sm text-muted-foreground">
      Not available: the API description did not load.{" "}
      <a href="#endpoints" className="font-bold text-foreground underline underline-offset-4">
        See API Endpoints
      </a>{" "}
      to retry.
    </p>
  );
}

/** Placeholder blocks that keep the space of what is loading; with a `label`, announced as a status. */
export function LoadingBlocks({ heights, label }: { heights: string[]; label?: string }) {
  return (
    <div className="mt-4 space-y-4">
      {label ? (
        <p role="status" className="sr-only">
          {label}
        </p>
      ) : null}
      {heights.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
        <Skeleton key={i} className={cn("w-full", h)} />
      ))}
    </div>
  );
}

/** Renders `children` with the model once it is there; skeletons before, a pointer to the error panel after a failure. */
export function WithModel({
  state,
  heights,
  children,
}: {
  state: ApiDocState;
  heights: string[];
  children: (model: ApiModel) => ReactNode;
}) {
  if (state.status === "pending") return <LoadingBlocks heights={heights} />;
  if (state.status === "error") return <LoadErrorNote />;
  return <>{children(state.model)}</>;
}
