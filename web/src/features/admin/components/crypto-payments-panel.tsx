import { useState } from "react";
import { Check, X } from "lucide-react";
import type { PaymentTransaction } from "@common/payments";
import { formatPrice } from "@common/plans";
import { Button } from "@web/components/ui/button";
import { ConfirmFooter } from "@web/components/ui/confirm-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useDecideCryptoPayment } from "../api/decide-crypto-payment";
import { useCryptoPayments } from "../api/get-crypto-payments";

type Decision = "confirm" | "reject";

/**
 * Asks before a decision: confirming activates the buyer's plan and rejecting refuses the payment, neither can be
 * undone from here. The dialog stays open (and cannot be dismissed) while the decision is being sent.
 */
function DecisionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: { tx: PaymentTransaction; decision: Decision } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const confirming = pending?.decision === "confirm";
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (busy || open ? undefined : onClose())}>
      {pending ? (
        <DialogContent size="sm" busy={busy}>
          <DialogHeader>
            <DialogTitle>
              {confirming ? "Confirm" : "Reject"} payment #{pending.tx.id}?
            </DialogTitle>
            <DialogDescription>
              {pending.tx.email} · {pending.tx.subscriptionPlan.toUpperCase()} · ${formatPrice(pending.tx.amount)} ·{" "}
              {pending.tx.cryptoAmount} {pending.tx.cryptoCurrency}
            </DialogDescription>
          </DialogHeader>
          <p className="mt-4 text-sm">
            {confirming
              ? "Only confirm once the transaction is on the chain for the full amount: the buyer's plan activates at once."
              : "The payment is refused and the buyer's plan stays inactive."}
          </p>
          <ConfirmFooter
            busy={busy}
            onConfirm={onConfirm}
            icon={confirming ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
            label={confirming ? "Confirm payment" : "Reject payment"}
            busyLabel={confirming ? "Confirming…" : "Rejecting…"}
            variant={confirming ? "accent" : "destructive"}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Crypto payments awaiting an administrator's decision; confirming activates the buyer's plan. */
export function CryptoPaymentsPanel() {
  const list = useCryptoPayments();
  const decide = useDecideCryptoPayment();
  const [pending, setPending] = useState<{ tx: PaymentTransaction; decision: Decision } | null>(null);
  const onDecide = () => {
    if (!pending) return;
    const { id } = pending.tx;
    const { decision } = pending;
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
        onSettled: () => setPending(null),
      },
    );
  };

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
              <div className="min-w-0 flex-1 basis-64">
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
                  <Button size="sm" disabled={decide.isPending} onClick={() => setPending({ tx, decision: "confirm" })}>
                    Confirm
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => setPending({ tx, decision: "reject" })}
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
      <DecisionDialog pending={pending} busy={decide.isPending} onConfirm={onDecide} onClose={() => setPending(null)} />
    </section>
  );
}
