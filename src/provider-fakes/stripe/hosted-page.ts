import { completeSession, sessionAccount } from './checkout-sessions';
import type { FakeContext } from './fake-context';
import { parseForm } from './form-body';
import { authenticateHtml, cardFormHtml, noticeHtml } from './hosted-page-html';
import type { FakeCheckoutSession } from './stripe-objects';
import { testCardByNumber } from './test-cards';

export interface PageAnswer {
  status: number;
  html?: string;
  redirect?: string;
}

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

function sessionOf(ctx: FakeContext, id: string): FakeCheckoutSession | null {
  const account = sessionAccount(ctx, id);
  if (account === undefined) return null;
  try {
    return ctx.store.find(account, 'checkout.session', id);
  } catch {
    return null;
  }
}

function headingOf(session: FakeCheckoutSession): string {
  return session.mode === 'setup' ? 'Enregistrer la carte' : `Payer ${formatAmount(session.amount_total ?? 0, session.currency ?? 'eur')}`;
}

function merchantOf(ctx: FakeContext, id: string): string {
  const account = sessionAccount(ctx, id);
  return (account && ctx.store.accounts.get(account)?.business_profile.name) || 'Restaurant';
}

/** Whatever keeps the page from taking a card: gone, already used or expired. */
function closedAnswer(session: FakeCheckoutSession | null): PageAnswer | null {
  if (!session) return { status: 404, html: noticeHtml('Page introuvable', 'Ce lien de paiement n’existe pas. This payment link does not exist.') };
  if (session.status === 'complete') {
    return {
      status: 200,
      html: noticeHtml('Déjà réglé', 'Cette page a déjà été utilisée. This page has already been used.', {
        href: session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id),
        label: 'Continuer · Continue',
      }),
    };
  }
  if (session.status === 'expired') return { status: 410, html: noticeHtml('Page expirée', 'Ce lien de paiement a expiré. This payment link has expired.') };
  return null;
}

export function showPage(ctx: FakeContext, id: string): PageAnswer {
  const session = sessionOf(ctx, id);
  const closed = closedAnswer(session);
  if (closed || !session) return closed!;
  return {
    status: 200,
    html: cardFormHtml({ action: `/c/pay/${id}`, heading: headingOf(session), merchant: merchantOf(ctx, id), cancelUrl: session.cancel_url }),
  };
}

/** The expiry as typed ("12/34", "12 / 2034"), or null when it is no future month. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const now = new Date();
  if (month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return null;
  return { month, year };
}

export function submitPage(ctx: FakeContext, id: string, body: string): PageAnswer {
  const session = sessionOf(ctx, id);
  const closed = closedAnswer(session);
  if (closed || !session) return closed!;
  const form = parseForm(body);
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const values = { number: text('number'), expiry: text('expiry'), cvc: text('cvc') };
  const refuse = (error: string): PageAnswer => ({
    status: 400,
    html: cardFormHtml({ action: `/c/pay/${id}`, heading: headingOf(session), merchant: merchantOf(ctx, id), cancelUrl: session.cancel_url, error, values }),
  });
  const card = testCardByNumber(values.number);
  if (!/^[\d\s-]{12,23}$/.test(values.number)) return refuse('Le numéro de carte est incomplet. Your card number is incomplete.');
  if (!card) return refuse('Carte inconnue en mode test : utilisez une carte de test (4242 4242 4242 4242). Use a test card number.');
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return refuse('La date d’expiration est incomplète ou passée (MM / AA). Your card’s expiration date is incomplete or in the past.');
  if (!/^\d{3,4}$/.test(values.cvc.trim())) return refuse('Le cryptogramme est incomplet (3 chiffres au dos). Your card’s security code is incomplete.');
  const authenticated = text('authenticated') === 'yes' ? true : text('authenticated') === 'no' ? false : null;
  const done = completeSession(ctx, session, { card, expMonth: expiry.month, expYear: expiry.year }, authenticated);
  switch (done.outcome) {
    case 'authenticate':
      return { status: 200, html: authenticateHtml(`/c/pay/${id}`, merchantOf(ctx, id), values) };
    case 'refused':
      return refuse(done.message);
    case 'redirect':
      return { status: 303, redirect: done.url };
  }
}
