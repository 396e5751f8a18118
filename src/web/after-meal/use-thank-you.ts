import { useEffect, useState } from 'react';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { ApiError, serverWords } from '../lib/api';
import type { ThankYouPage } from '../lib/api-contract';
import { hasChosenLanguage, useAdoptLanguage } from '../lib/language-switch';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { afterMealApi } from './api';

/** The server's words for a refusal, or the page's own when the server could not be reached. */
export const refusalText = (error: unknown) =>
  error instanceof ApiError && error.isRefusal && error.serverMessage
    ? serverWords({ message: error.serverMessage, said: error.said })
    : copy.afterMeal.unreachable;

/**
 * Reads the thank-you of the link once, and draws the page in the booking's language unless the
 * diner chose another with the switch.
 */
export function useThankYou(token: string) {
  const [page, setPage] = useState<ThankYouPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const adopt = useAdoptLanguage();
  useDiningPageHead(page?.restaurant_name, { index: false });
  useEffect(() => {
    const controller = new AbortController();
    afterMealApi
      .view(token, controller.signal)
      .then((view) => {
        setPage(view);
        if (!hasChosenLanguage() && view.language !== dinerLanguage()) adopt(view.language);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(refusalText(error));
      });
    return () => controller.abort();
    // Once per page (and per language: a switch draws the page anew).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const restaurant = page ? { name: page.restaurant_name, logo: page.restaurant_logo || null, logoAlt: page.restaurant_name } : undefined;
  return { page, failure, restaurant };
}
