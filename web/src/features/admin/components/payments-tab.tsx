import type { PaymentAnalytics } from "@common/admin";
import { Badge } from "@web/components/ui/badge";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { byCount, formatCount, formatDate, formatMoney, formatPercent, transactionVariant } from "../format";
import { RevenueChart } from "./admin-charts";
import { CryptoPaymentsPanel } from "./crypto-payments-panel";
import { KeyValueList, Panel, StatCard, StatGrid, Time } from "./terminal-ui";

/** SPEC §2 PAYMENTS: revenue, transactions and conversion; methods and plans; recent transactions; crypto decisions. */
export function PaymentsTab({ data }: { data: PaymentAnalytics }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid>
        <StatCard label="TOTAL REVENUE" value={formatMoney(data.totalRevenue)} />
        <StatCard label="MONTHLY REVENUE" value={formatMoney(data.monthlyRevenue)} note="This calendar month" />
        <StatCard label="TRANSACTIONS" value={formatCount(data.totalTransactions)} />
        <StatCard label="CONVERSION RATE" value={formatPercent(data.conversionRate, 1)} note="Completed ÷ all" />
      </StatGrid>
      <div className="border border-border bg-surface p-5">
        <RevenueChart data={data.revenueByMonth} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="PAYMENT METHODS">
          <KeyValueList entries={byCount(data.paymentMethods)} emptyText="No payments yet" />
        </Panel>
        <Panel title="SUBSCRIPTION PLANS">
          <KeyValueList entries={byCount(data.subscriptionPlans)} emptyText="No subscriptions yet" />
        </Panel>
      </div>
      <Panel title="RECENT TRANSACTIONS">
        {data.recentTransactions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No transactions yet</p>
        ) : (
          <ScrollArea label="Transaction list" viewportClassName="max-h-96">
            <ul className="divide-y divide-border pr-3">
              {data.recentTransactions.map((tx) => (
                <li key={tx.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
                  <span className="min-w-24 font-mono font-bold">{formatMoney(tx.amount)}</span>
                  <span className="font-mono text-xs text-muted-foreground">{tx.paymentMethod.toUpperCase()}</span>
                  <span className="flex-1 font-mono text-xs whitespace-nowrap text-muted-foreground">
                    <Time iso={tx.createdAt}>{formatDate(tx.createdAt)}</Time>
                  </span>
                  <Badge variant={transactionVariant(tx.status)}>{tx.status.toUpperCase()}</Badge>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
      </Panel>
      <CryptoPaymentsPanel />
    </div>
  );
}
