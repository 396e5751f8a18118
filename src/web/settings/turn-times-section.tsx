import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TurnTimesOverview } from '../lib/api-contract';
import { formatRestaurantInstant } from '../lib/staff/restaurant-clock';
import { ColumnHeads } from '../ui/column-heads';
import { Section, Toggle } from '../ui/fields';
import { ScrollRegion } from '../ui/scroll-region';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import styles from '../ui/staff-page.module.css';

const t = frSettings.turnTimes;

/**
 * The stays predicted from the restaurant's history next to the services' fixed turn times, with
 * how many stays each rests on, and the switch that gives them to new bookings. Opening the page
 * computes them again on the server, so the owner decides on today's figures.
 */
export function TurnTimesSection() {
  const { api, run } = useSettings();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: ['settings', 'turn-times'], queryFn: ({ signal }) => api.turnTimes(signal) });
  // The switch shows the choice at once; the server's answer then replaces it (or a refusal undoes it).
  const [saving, setSaving] = useState<boolean | null>(null);

  async function use(enabled: boolean) {
    setSaving(enabled);
    await run(
      async () => {
        const next = await api.saveTurnTimes(enabled);
        queryClient.setQueryData(['settings', 'turn-times'], next);
      },
      { success: enabled ? t.turnedOn : t.turnedOff },
    );
    setSaving(null);
  }

  const data = overview.data;
  return (
    <Section title={frSettings.sections.turnTimes} intro={t.intro}>
      {!data ? (
        <p className={styles.muted} role="status">
          {overview.isError ? frSettings.loadError : t.loading}
        </p>
      ) : (
        <>
          <div className={styles.card}>
            <fieldset disabled={saving !== null} className={styles.fieldset}>
              <Toggle label={t.use} hint={t.useHint} name="turn_prediction_enabled" checked={saving ?? data.enabled} onChange={(v) => void use(v)} />
            </fieldset>
          </div>
          <p className={styles.muted}>
            {t.threshold(data.minSamples)} {data.computedAt && t.computedAt(formatRestaurantInstant(data.computedAt, 'long'))}
          </p>
          {data.services.every((s) => s.rows.length === 0) ? <p>{t.empty}</p> : data.services.map((s) => <ServiceTable key={s.kind} service={s} />)}
        </>
      )}
    </Section>
  );
}

function ServiceTable({ service }: { service: TurnTimesOverview['services'][number] }) {
  if (service.rows.length === 0) return null;
  const title = t.services[service.kind];
  return (
    <ScrollRegion label={title}>
      <table className={`${styles.table} ${styles.compactTable}`} data-testid={`turn-times-${service.kind}`}>
        <caption className={styles.tableCaption}>{title}</caption>
        <ColumnHeads labels={[t.covers]} numbers={[t.fixed, t.predicted, t.samples]} />
        <tbody>
          {service.rows.map((row) => (
            <tr key={row.covers}>
              <th scope="row">{row.covers}</th>
              <td className={styles.number}>{t.duration(row.fixedMinutes)}</td>
              <td className={styles.number}>
                {row.predictedMinutes === null ? <span className={styles.muted}>{t.notEnough}</span> : <strong>{t.duration(row.predictedMinutes)}</strong>}
                {/* Only the weekdays that differ: the others take the figure above. */}
                {row.weekdays
                  .filter((w) => w.minutes !== row.predictedMinutes)
                  .map((w) => (
                    <span key={w.weekday} className={styles.turnWeekday}>
                      {t.weekdays[w.weekday - 1]} {t.duration(w.minutes)} ({w.samples})
                    </span>
                  ))}
              </td>
              <td className={styles.number}>{row.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
