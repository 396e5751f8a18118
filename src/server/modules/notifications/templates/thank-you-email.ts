import type { ThankYouMode } from '../../../../domain/after-meal';
import { bookingEmail, copyOf, dateIn, type BookingMailData } from './booking-message-parts';
import { button, paragraph, sentenceWithLink } from './email-layout';
import type { RenderedEmail } from './types';
import { thankYouCopy } from './thank-you-copy';

export interface ThankYouLinks {
  mode: ThankYouMode;
  /** The restaurant's Google review page, or the diner's own feedback form. */
  action: string;
  /** The page whose button stops the thanks of this restaurant to this diner. */
  stop: string;
}

/** The morning after: thanks, one invitation (Google or the private form), the way to stop them. */
export function thankYouEmail(data: BookingMailData, links: ThankYouLinks): RenderedEmail {
  const { booking, restaurant } = data;
  const c = copyOf(booking);
  const t = thankYouCopy(booking.language);
  const thanks = t.thanks(restaurant.name, dateIn(booking, booking.date));
  const ask = links.mode === 'google' ? t.askGoogle : t.askFeedback;
  const label = links.mode === 'google' ? t.google : t.feedback;
  return bookingEmail(data, {
    subject: t.subject(restaurant.name),
    preheader: thanks,
    heading: t.heading,
    blocks: [
      paragraph(c.hello(booking.name)),
      paragraph(thanks),
      paragraph(ask),
      button(label, links.action),
      sentenceWithLink(t.stopIntro, t.stop, links.stop, { muted: true }),
    ],
    textBlocks: [c.hello(booking.name), thanks, ask, `${label}${c.colon}${links.action}`, `${t.stopIntro} ${t.stop}${c.colon}${links.stop}`],
  });
}
