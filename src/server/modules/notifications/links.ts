import { isoToDmy } from '../../../domain/dates';

// Every address a message points to, built from PUBLIC_URL: the routes of spec section 2.

export const links = (publicUrl: string) => {
  const base = publicUrl.replace(/\/$/, '');
  return {
    myBooking: (shortId: string) => `${base}/resa/${encodeURIComponent(shortId)}`,
    /**
     * The reminder's answers: the my-booking page, which asks for a press (a POST) before
     * anything changes, since mail scanners open every link of a message.
     */
    attendanceConfirm: (shortId: string) => `${base}/resa/${encodeURIComponent(shortId)}?reponse=je-confirme`,
    attendanceCancel: (shortId: string) => `${base}/resa/${encodeURIComponent(shortId)}?reponse=j-annule`,
    confirmBooking: (shortId: string) => `${base}/confirmresa/${encodeURIComponent(shortId)}`,
    /** A freed table offered to a waiting-list entry: the page shows it, its button accepts it. */
    waitingOffer: (token: string) => `${base}/offre/${encodeURIComponent(token)}`,
    /** The thank-you's private form, and its page that stops the thanks (both only read until a press). */
    thankYouFeedback: (token: string) => `${base}/merci/${encodeURIComponent(token)}`,
    thankYouStop: (token: string) => `${base}/merci/${encodeURIComponent(token)}/stop`,
    wizard: (slug: string, date?: string) => `${base}/reserver/${encodeURIComponent(slug)}${date ? `/${isoToDmy(date)}` : ''}`,
    confirmSubscription: (token: string) => `${base}/communication/confirm/${encodeURIComponent(token)}`,
    unsubscribePage: (guid: string) => `${base}/communication/unsubscribe/${encodeURIComponent(guid)}`,
    /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
    oneClickUnsubscribe: (guid: string) => `${base}/api/subscriptions/${encodeURIComponent(guid)}/unsubscribe`,
    /** Logos are stored as site paths (/demo/logo.svg) or full URLs. */
    asset: (pathOrUrl: string) => (!pathOrUrl ? '' : /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}/${pathOrUrl.replace(/^\//, '')}`),
  };
};

export type Links = ReturnType<typeof links>;
