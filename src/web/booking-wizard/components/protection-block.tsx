import { copy } from '../../i18n/diner-language';
import { Button } from '../../ui/button';
import { ProtectionTerms, protectionNext } from '../../ui/protection-terms';
import { Spinner } from '../../ui/spinner';
import type { ProtectionControl } from '../use-protection';
import styles from '../../ui/protection-terms.module.css';

/** The restaurant's guarantee or deposit on the summary, once its words are loaded (ui/protection-terms.tsx). */
export function ProtectionBlock({ control, timeZone }: { control: ProtectionControl; timeZone: string }) {
  const t = copy.wizard.protection;
  const { load } = control;
  if (load.status === 'none') return null;
  if (load.status === 'loading') {
    return (
      <div className={styles.block} data-testid="protection">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className={styles.block} data-testid="protection">
        <p role="alert" className={styles.error}>
          {t.loadError}
        </p>
        <Button variant="secondary" onClick={control.retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <ProtectionTerms
      protection={load.protection}
      timeZone={timeZone}
      accepted={control.accepted}
      changed={control.changed}
      onAccept={control.setAccepted}
      heading="h3"
    />
  );
}

/** Under the booking button: what happens on the provider's page. */
export function protectionNote(control: ProtectionControl): string | null {
  return control.protection ? protectionNext(control.protection) : null;
}
