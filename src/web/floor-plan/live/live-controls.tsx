// Which moment the live view shows: the date, the service, and now or another time of the service.

import { useId } from 'react';
import { formatLongFrenchDate, minutesToTime, timeToMinutes } from '../../../domain/dates';
import { Button } from '../../ui/button';
import { DatePicker } from '../../ui/date-picker/date-picker';
import type { LiveRoomView } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import styles from './live.module.css';

const t = frFloorPlan.live;

/** Quarter hours from an hour before the service to two hours after its last seating. */
function serviceTimes(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = Math.max(0, timeToMinutes(first) - 60); m <= Math.min(24 * 60 - 15, timeToMinutes(last) + 120); m += 15) out.push(minutesToTime(m));
  return out;
}

export function LiveControls({ view, onChange }: { view: LiveRoomView; onChange: (changes: Record<string, string | undefined>) => void }) {
  const dateId = useId();
  const timeId = useId();
  const isToday = view.date === view.today;
  const current = view.services.find((s) => s.kind === view.service);
  const times = current ? serviceTimes(current.firstSeating, current.lastSeating) : [];
  const goDate = (date: string) => onChange({ date: date === view.today ? undefined : date, time: undefined, service: undefined });
  return (
    <div className={styles.controls}>
      <div className={styles.dateRow}>
        <Button variant="secondary" onClick={() => goDate(view.previousDate)} aria-label={t.previous}>
          ←
        </Button>
        <div className={styles.dateField}>
          <label htmlFor={dateId}>{t.date}</label>
          {/* The product's French picker, as in the service book (a native date input follows the OS locale). */}
          <DatePicker id={dateId} value={view.date} today={view.today} onChange={(d) => d && goDate(d)} />
        </div>
        <Button variant="secondary" onClick={() => goDate(view.nextDate)} aria-label={t.next}>
          →
        </Button>
        {!isToday && (
          <Button variant="ghost" onClick={() => goDate(view.today)}>
            {t.today}
          </Button>
        )}
        <p className={styles.longDate}>{formatLongFrenchDate(view.date, { capitalize: true })}</p>
      </div>
      <div className={styles.dateRow}>
        {view.services.length > 0 && (
          <fieldset className={styles.services}>
            <legend className="visually-hidden">{t.service}</legend>
            {view.services.map((s) => (
              <label key={s.kind} className={s.kind === view.service ? styles.serviceOn : styles.service}>
                <input
                  type="radio"
                  name="live-service"
                  value={s.kind}
                  checked={s.kind === view.service}
                  onChange={() => onChange({ service: s.kind, time: undefined })}
                />
                {s.kind === 'noon' ? t.noon : t.evening}
              </label>
            ))}
          </fieldset>
        )}
        {times.length > 0 && (
          <div className={styles.dateField}>
            <label htmlFor={timeId}>{t.time}</label>
            <select id={timeId} value={view.live ? '' : view.time} onChange={(e) => onChange({ time: e.target.value || undefined })}>
              {isToday && <option value="">{t.now}</option>}
              {!isToday && !times.includes(view.time) && <option value={view.time}>{view.time}</option>}
              {times.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className={view.live ? styles.liveBadge : styles.plannedBadge}>{view.live ? t.liveNow(view.time) : t.planned(view.time)}</p>
      </div>
    </div>
  );
}
