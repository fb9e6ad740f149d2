import { useState, type ReactNode } from "react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toast";
import { createQueryClient } from "@web/lib/api-request";
import { ThemeProvider } from "@web/lib/theme";

/** The app's contexts. `client` is a query cache made beforehand (one the prerender filled, or its copy on hydration). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
