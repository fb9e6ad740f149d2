import { formatPrice } from "@common/plans";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The sandbox checkout page: self-contained HTML, clearly marked TEST MODE, posting back to this Worker. */
export function sandboxPage(opts: {
  sessionId: string;
  claimToken?: string | undefined;
  plan: string;
  amount: number;
  email: string;
  cancelUrl: string;
  status: string;
}) {
  const done = opts.status !== "pending";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST MODE checkout · ReachGen</title>
<style>
body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;background:#f7f8f6;color:#101512}
.banner{background:#8a5a00;color:#fff;text-align:center;font:700 14px ui-monospace,monospace;letter-spacing:.12em;padding:10px}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #cfd6d0;padding:24px}
h1{font:700 20px ui-monospace,monospace;margin:0 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#4a554e}dd{margin:0;font-family:ui-monospace,monospace}
button,a.btn{display:block;width:100%;box-sizing:border-box;text-align:center;padding:12px;font:700 15px ui-monospace,monospace;border:1px solid #101512;cursor:pointer;text-decoration:none}
button{background:#0b7a3e;color:#fff;border-color:#0b7a3e;margin-bottom:10px}a.btn{background:#fff;color:#101512}
p.note{color:#4a554e;font-size:14px}
</style></head><body>
<div class="banner" role="status">TEST MODE — NO REAL PAYMENT IS TAKEN</div>
<main><div class="card">
<h1>ReachGen ${escapeHtml(opts.plan)} plan</h1>
<p class="note">Sandbox checkout: this server has no card provider configured, so this page completes the payment through the same path as a real provider's confirmation.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(opts.plan)}</dd><dt>Amount</dt><dd>$${formatPrice(opts.amount)} / month</dd><dt>Email</dt><dd>${escapeHtml(opts.email)}</dd><dt>Session</dt><dd>${escapeHtml(opts.sessionId.slice(0, 22))}…</dd></dl>
${
  done
    ? `<p><strong>This checkout is ${escapeHtml(opts.status)}.</strong></p>`
    : `<form method="post" action="/api/sandbox/checkout/${escapeHtml(opts.sessionId)}/complete${opts.claimToken ? `?claim=${escapeHtml(encodeURIComponent(opts.claimToken))}` : ""}"><button type="submit">Pay $${formatPrice(opts.amount)} (test)</button></form>`
}
<a class="btn" href="${escapeHtml(opts.cancelUrl)}">Cancel and return</a>
</div></main></body></html>`;
}
