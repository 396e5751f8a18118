import { Outlet } from 'react-router';
import { dinerLanguage } from '../../i18n/diner-language';
import { DinerLanguageRoot } from '../../lib/language-switch';

/**
 * The diner's pages the app's router draws in the browser (links from a message: confirm a
 * booking, a table offered, a sign-up's confirmation, unsubscribing, a restaurant's terms): the
 * same language switch as the pages the server renders, in the language set before the first
 * render (lib/spa-language.ts).
 */
export function DinerSpaLayout() {
  return (
    <DinerLanguageRoot initial={dinerLanguage()}>
      <Outlet />
    </DinerLanguageRoot>
  );
}

export { DinerSpaLayout as Component };
