// What every diner page's browser entry does: hydrate what the server rendered (diner-server.tsx)
// from the data inlined beside it, then replay the taps the page's loader held while the scripts
// were on their way (src/server/http/diner-loader.ts).
import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { EARLY_INTERACTIONS_GLOBAL } from '../../../domain/diner-pages';
import { languageOr } from '../../../domain/languages';
import { setLanguageCatalogue } from '../../i18n/diner-language';
import { DinerLanguageRoot } from '../../lib/language-switch';
import { loadCatalogue, loadCataloguesWithoutWizard } from '../../i18n/load-catalogue';
import { DINER_DATA_ID } from './diner-data';
import '../../styles/global.css';

type Held = Element[];

/** Taken just before hydrating: from then on React handles (and itself replays) every event. */
function takeHeldInteractions(): Held {
  const early = (window as unknown as Record<string, { release(): Held } | undefined>)[EARLY_INTERACTIONS_GLOBAL];
  return early ? early.release() : [];
}

/** The last held tap or submit, once the page has its handlers; a button gone meanwhile is skipped. */
function replay(held: Held): void {
  const last = held[held.length - 1];
  if (!last?.isConnected) return;
  if (last instanceof HTMLFormElement) last.requestSubmit();
  else if (last instanceof HTMLElement) last.click();
}

/** Sets the value through the element's own setter, past React's tracker (which wraps the instance's). */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
}

/**
 * React hydrates a field as it finds it, without telling the form what the diner typed or ticked
 * before the scripts arrived: the screen would show an address the form does not send. Each such
 * field is told to React as a change, as if typed now.
 */
function announceFieldsChangedBeforeHydration(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      // Back to the server's state (React's tracker follows), then the diner's tap again.
      field.checked = !field.checked;
      field.click();
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue; // React's tracker now holds the server's value…
      setNativeValue(field, typed); // …the field what the diner typed: a change.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

function Hydrated({ held, root, children }: { held: Held; root: HTMLElement; children: React.ReactNode }) {
  // Runs once the hydrated tree is committed: first the fields, then (a task later, once their
  // changes are rendered) the held tap, so a replayed submit sends what the diner sees.
  // Both happen once, whatever the number of runs of the effect.
  useEffect(() => {
    if (!root.dataset.hydrated) {
      root.dataset.hydrated = 'true';
      announceFieldsChangedBeforeHydration(root);
    }
    const timer = setTimeout(() => replay(held.splice(0)), 0);
    return () => clearTimeout(timer);
  }, [held, root]);
  return children;
}

export async function hydrateDinerPage<T>(Page: ComponentType<{ data: T }>, options: { wizard: boolean } = { wizard: true }): Promise<void> {
  if (!options.wizard) loadCataloguesWithoutWizard();
  const data = JSON.parse(document.getElementById(DINER_DATA_ID)!.textContent) as T;
  // The words the server wrote: French is in the bundle, another language is its own chunk.
  const language = languageOr((data as { language?: unknown }).language);
  setLanguageCatalogue(language, await loadCatalogue(language));
  const held = takeHeldInteractions();
  const root = document.getElementById('root')!;
  hydrateRoot(
    root,
    <StrictMode>
      <Hydrated held={held} root={root}>
        <DinerLanguageRoot initial={language}>
          <Page data={data} />
        </DinerLanguageRoot>
      </Hydrated>
    </StrictMode>,
  );
}
