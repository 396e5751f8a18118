// The phone rule the server runs (src/domain/diner-phone.ts), fetched on demand: its libphonenumber
// metadata is most of its weight and a diner needs it only on the contact page, so it is never part
// of a page's first download. Import it only through this file (a static import elsewhere would pull
// it back into the first chunk).

type PhoneRules = typeof import('../../domain/diner-phone');

let loading: Promise<PhoneRules> | null = null;

/** The rule module, downloaded once; a failed download is tried again on the next call. */
function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('../../domain/diner-phone').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the download ahead of need (the wizard does so on the hour page); errors wait for real use. */
export function prefetchPhoneRules(): void {
  loadPhoneRules().catch(() => undefined);
}

/**
 * The rules, or null when they cannot be downloaded (offline, a deploy replaced the chunk): the form
 * then lets the number through and the server, which runs the same rule, has the last word.
 */
export async function phoneRulesOrNull(): Promise<PhoneRules | null> {
  try {
    return await loadPhoneRules();
  } catch (error) {
    console.warn('Règle du numéro de téléphone indisponible', error);
    return null;
  }
}
