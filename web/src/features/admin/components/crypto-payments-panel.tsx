import { Loader2 } from "lucide-react";
import { formatPrice } from "@common/plans";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useDecideCryptoPayment } from "../api/decide-crypto-payment";
import { useCryptoPayments } from "../api/get-crypto-payments";

/** Crypto payments awaiting an administrator's decision; confirming activates the buyer's plan. */
export function CryptoPaymentsPanel() {
  const list = useCryptoPayments();
  const decide = useDecideCryptoPayment();
  const onDecide = (id: number, decision: "confirm" | "reject") =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast({
            title: decision === "confirm" ? "PAYMENT CONFIRMED" : "PAYMENT REJECTED",
            description: `Transaction #${id}`,
          }),
        onError: (err) =>
          toast({
            title: "Action Failed",
            description: errorMessage(err, "Failed to update the payment."),
            variant: "destructive",
          }),
      },
    );

  return (
    <section aria-labelledby="crypto-payments" className="border border-border bg-surface p-5">
      <h2 id="crypto-payments" className="font-mono text-sm font-bold tracking-widest">
        CRYPTO PAYMENTS
      </h2>
      {list.isLoading ? (
        <p className="mt-4 text-sm text-muted-foreground">Loading…</p>
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          Failed to load crypto payments.
        </p>
      ) : list.data && list.data.length > 0 ? (
        <ul className="mt-4 max-h-96 divide-y divide-border overflow-y-auto">
          {list.data.map((tx) => (
            <li key={tx.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-mono font-bold">
                  #{tx.id} · {tx.email} · {tx.subscriptionPlan.toUpperCase()} · ${formatPrice(tx.amount)}
                </p>
                <p className="truncate font-mono text-xs text-muted-foreground" title={tx.cryptoTxHash ?? ""}>
                  {tx.cryptoAmount} {tx.cryptoCurrency} · {tx.cryptoTxHash}
                </p>
              </div>
              <span
                className={`border px-2 py-0.5 font-mono text-xs font-bold ${tx.status === "completed" ? "border-accent text-accent-text" : tx.status === "pending" ? "border-warning text-warning" : "border-destructive text-destructive"}`}
              >
                {tx.status.toUpperCase()}
              </span>
              {tx.status === "pending" ? (
                <span className="flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => onDecide(tx.id, "confirm")}>
                    {decide.isPending && decide.variables?.id === tx.id ? (
                      <Loader2 aria-hidden className="h-3 w-3 animate-spin" />
                    ) : null}
                    Confirm
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => onDecide(tx.id, "reject")}
                  >
                    Reject
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No crypto payments yet.</p>
      )}
    </section>
  );
}
