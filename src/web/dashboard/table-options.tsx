import type { DayView } from './dashboard-api';
import { frDashboard } from './i18n';

const t = frDashboard.dialog;

/** A booking form's table choices: the server's pick first (empty value), then the tables in service. */
export function TableOptions({ day }: { day: DayView }) {
  return (
    <>
      <option value="">{t.tableAuto}</option>
      {day.tables
        .filter((x) => x.active)
        .map((x) => (
          <option key={x.guid} value={x.guid}>
            {t.tableOption(x.name, x.minCovers, x.maxCovers)}
          </option>
        ))}
    </>
  );
}
