import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { LoadingPanel } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-error";
import { useAdminStats } from "../api/get-admin-stats";
import { useAdminTransactions } from "../api/get-admin-transactions";
import { useAdminUsers } from "../api/get-admin-users";
import { useApiAnalytics } from "../api/get-api-analytics";
import { useNewsletterCampaigns } from "../api/get-newsletter-campaigns";
import { useNewsletterSubscribers } from "../api/get-newsletter-subscribers";
import { usePaymentAnalytics } from "../api/get-payment-analytics";
import { AnalyticsTab } from "./analytics-tab";
import { ApiSystemTab } from "./api-system-tab";
import { CampaignsTab } from "./campaigns-tab";
import { ComposeTab, emptyDraft, type NewsletterDraft } from "./compose-tab";
import { OutboxPanel } from "./outbox-panel";
import { PaymentsTab } from "./payments-tab";
import { SubscribersTab } from "./subscribers-tab";

export const adminTabs = [
  ["payments", "PAYMENTS"],
  ["api", "API SYSTEM"],
  ["analytics", "ANALYTICS"],
  ["subscribers", "SUBSCRIBERS"],
  ["campaigns", "CAMPAIGNS"],
  ["compose", "COMPOSE"],
] as const;
type AdminTab = (typeof adminTabs)[number][0];

/** The seven reads the terminal waits for (SPEC §2), by the name its error state gives them. */
function useTerminalData() {
  const queries = {
    stats: useAdminStats(),
    payments: usePaymentAnalytics(),
    api: useApiAnalytics(),
    users: useAdminUsers(),
    transactions: useAdminTransactions(),
    subscribers: useNewsletterSubscribers(),
    campaigns: useNewsletterCampaigns(),
  };
  const names: Record<keyof typeof queries, string> = {
    stats: "Platform statistics",
    payments: "Payment analytics",
    api: "API analytics",
    users: "Users",
    transactions: "Transactions",
    subscribers: "Newsletter subscribers",
    campaigns: "Newsletter campaigns",
  };
  const all = Object.entries(queries) as [keyof typeof queries, (typeof queries)[keyof typeof queries]][];
  // A read that already has data keeps showing it when a later refresh fails; only a read with nothing blocks the page.
  const failed = all.filter(([, q]) => q.isError && q.data === undefined).map(([key, q]) => ({ name: names[key], q }));
  const loaded = all.filter(([, q]) => q.data !== undefined).length;
  return { queries, failed, loaded, total: all.length };
}

/**
 * SPEC §2 ADMIN TERMINAL: a loading screen until all seven reads have answered, an error state naming what failed with
 * a retry, then the six tabs. The outbox (every mail the product sent) sits below the tabs, whichever tab is open.
 */
export function AdminTerminal() {
  const { queries, failed, loaded, total } = useTerminalData();
  const [tab, setTab] = useState<AdminTab>("payments");
  const [draft, setDraft] = useState<NewsletterDraft>(emptyDraft);

  if (failed.length > 0) {
    const retrying = failed.some(({ q }) => q.isFetching);
    return (
      <div className="grid gap-4">
        <Alert title="TERMINAL OFFLINE">
          <p>The terminal could not load:</p>
          <ul className="mt-2 list-disc pl-5">
            {failed.map(({ name, q }) => (
              <li key={name}>
                <span className="font-bold">{name}</span>:{" "}
                {errorMessage(q.error, q.error?.message ?? "Request failed.")}
              </li>
            ))}
          </ul>
        </Alert>
        <div>
          <Button
            variant="outline"
            disabled={retrying}
            onClick={() => {
              for (const { q } of failed) void q.refetch();
            }}
          >
            <RefreshCw
              aria-hidden
              className={retrying ? "h-4 w-4 animate-spin motion-reduce:animate-none" : "h-4 w-4"}
            />
            {retrying ? "RETRYING…" : "RETRY"}
          </Button>
        </div>
      </div>
    );
  }

  const { stats, payments, api, subscribers, campaigns } = queries;
  if (loaded < total || !stats.data || !payments.data || !api.data || !subscribers.data || !campaigns.data) {
    return <LoadingPanel label={`LOADING TERMINAL DATA ${loaded}/${total}`} className="min-h-[40vh]" />;
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <Tabs className="min-w-0" value={tab} onValueChange={(v) => setTab(v as AdminTab)}>
        <TabsList aria-label="Admin terminal sections">
          {adminTabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="payments">
          <PaymentsTab data={payments.data} />
        </TabsContent>
        <TabsContent value="api">
          <ApiSystemTab data={api.data} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab data={stats.data} />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersTab subscribers={subscribers.data} counts={stats.data.subscribersByStatus} />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsTab campaigns={campaigns.data} refreshError={campaigns.isError} />
        </TabsContent>
        <TabsContent value="compose">
          <ComposeTab draft={draft} setDraft={setDraft} activeSubscribers={stats.data.subscribersByStatus.active} />
        </TabsContent>
      </Tabs>
      <OutboxPanel />
    </div>
  );
}
