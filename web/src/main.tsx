import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { prefetchFirstData } from "./app/first-data";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { createQueryClient } from "./lib/api-request";
import { replayEarlyClicks } from "./lib/early-clicks";
import { restorePrerenderedQueries } from "./lib/prerendered-queries";

const root = document.getElementById("root")!;
const prerendered = root.firstElementChild !== null;
const router = createRouter(prerendered);
const client = createQueryClient();
restorePrerenderedQueries(client);
// With a stored session: the session check and the page's data start now, beside the page's own scripts.
prefetchFirstData(client, window.location.pathname);
/** Once the app's first render is on the page, the buttons clicked before it (the loader held them) are clicked again. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => void replayEarlyClicks(), []);
  return children;
}

const app = (
  <StrictMode>
    <TakeOver>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </TakeOver>
  </StrictMode>
);

// A public page arrives prerendered (entry-prerender.tsx): React takes over its HTML, as a transition, so the takeover
// yields to the browser between pieces instead of holding the main thread in one long task (decision 047); the page
// is already on screen. Every other page starts empty.
if (prerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
