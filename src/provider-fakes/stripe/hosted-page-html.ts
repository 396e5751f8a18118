// The HTML of the fake's hosted Checkout page: one column readable from 320 px, every field
// labelled, errors announced, everything reachable with the keyboard (plain form controls).

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f6f8fa}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.375rem;margin:0 0 .25rem}
.test{display:inline-block;background:#ffde92;color:#5a3c00;border-radius:4px;padding:0 .4rem;font-size:.8rem;font-weight:600}
form{display:grid;gap:1rem;margin-top:1.25rem}
label{display:grid;gap:.25rem;font-weight:600}
.hint{font-weight:400;font-size:.875rem;color:#4a4a4a}
input{font:inherit;padding:.625rem .75rem;border:1px solid #8a8f98;border-radius:6px;background:#fff;min-width:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:6px;background:#0a56c2;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a56c2;border:1px solid #0a56c2}
:focus-visible{outline:3px solid #ff9e1b;outline-offset:2px}
.error{background:#fde8e8;color:#8a1212;border-radius:6px;padding:.75rem}
a{color:#0a56c2}
`;

// No icon to fetch: the browser would ask the fake for /favicon.ico and log its 404.
export function pageHtml(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface CardFormView {
  action: string;
  heading: string;
  merchant: string;
  cancelUrl: string | null;
  error?: string;
  values?: { number?: string; expiry?: string; cvc?: string };
}

export function cardFormHtml(view: CardFormView): string {
  const v = view.values ?? {};
  const error = view.error ? `<p class="error" id="card-error" role="alert">${escape(view.error)}</p>` : '';
  const described = view.error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  const cancel = view.cancelUrl ? `<p><a href="${escape(view.cancelUrl)}">← Retour / Back</a></p>` : '';
  return pageHtml(
    `${view.heading} — ${view.merchant}`,
    `<p class="test">Mode test · Test mode</p>
<h1>${escape(view.heading)}</h1><p>${escape(view.merchant)}</p>${error}
<form method="post" action="${escape(view.action)}" novalidate>
<label for="number">Numéro de carte <span class="hint">Card number — ex. 4242 4242 4242 4242</span>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required value="${escape(v.number ?? '')}"${described}></label>
<div class="row">
<label for="expiry">Expiration <span class="hint">MM / AA</span>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / AA" required value="${escape(v.expiry ?? '')}"></label>
<label for="cvc">Cryptogramme <span class="hint">CVC</span>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="${escape(v.cvc ?? '')}"></label>
</div>
<button type="submit">${escape(view.heading)}</button>
</form>${cancel}`,
  );
}

export function authenticateHtml(action: string, merchant: string, values: { number: string; expiry: string; cvc: string }): string {
  const hidden = Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  return pageHtml(
    'Authentification 3D Secure',
    `<p class="test">Mode test · Test mode</p><h1>Authentification de la banque</h1>
<p>${escape(merchant)} — votre banque demande de confirmer que vous êtes le titulaire de la carte. Your bank asks you to confirm this card is yours.</p>
<form method="post" action="${escape(action)}">${hidden}
<button type="submit" name="authenticated" value="yes">Authentifier · Complete</button>
<button type="submit" name="authenticated" value="no" class="secondary">Échouer l’authentification · Fail</button>
</form>`,
  );
}

export function noticeHtml(title: string, text: string, link?: { href: string; label: string }): string {
  const action = link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : '';
  return pageHtml(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>${action}`);
}
