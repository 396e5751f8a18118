import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { statisticsCsv } from '../../domain/booking-statistics';
import { addDays, formatLongFrenchDate } from '../../domain/dates';
import { useStaffShell } from '../lib/staff/staff-shell';
import { downloadText } from '../lib/download';
import { setDocumentHead } from '../lib/head';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import type { DateRange } from '../ui/date-picker/date-picker-rules';
import styles from '../ui/staff-page.module.css';
import { frStatistics as t } from './i18n';
import { statisticsApi } from './statistics-api';
import { paths } from '../lib/paths';
import { AttendanceTable } from './attendance-table';
import { NoShowMonthsTable } from './no-show-months-table';
import { ColumnHeads } from '../ui/column-heads';
import { ScrollRegion } from '../ui/scroll-region';

/** The counted columns of the table, in order. */
const COUNTS = ['bookings', 'covers', 'online', 'staff', 'noShows', 'cancellations'] as const;

const StatisticsCharts = lazy(() => import('./statistics-charts'));

/** Bookings and covers over a period, by day and service, with rates, charts and a CSV export. */
export function StatisticsRoute() {
  const { restaurantId, claims } = useStaffShell();
  const api = useMemo(() => statisticsApi(restaurantId), [restaurantId]);
  const today = restaurantToday();
  const [range, setRange] = useState<DateRange>({ start: addDays(today, -29), end: today });
  const from = range.start;
  const to = range.end ?? range.start;
  const stats = useQuery({
    queryKey: ['statistics', from, to],
    queryFn: ({ signal }) => api.summary(from!, to!, signal),
    enabled: Boolean(from && to),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);
  if (claims.roles[0] === 'staff') return <Navigate to={paths.serviceBook} replace />;

  const data = stats.data;
  const presets: Array<[string, DateRange]> = [
    [t.presets.week, { start: addDays(today, -6), end: today }],
    [t.presets.month, { start: addDays(today, -29), end: today }],
    [t.presets.quarter, { start: addDays(today, -89), end: today }],
    [t.presets.next, { start: today, end: addDays(today, 29) }],
  ];
  const card = (label: string, value: string | number) => (
    <div className={styles.card}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.strong} style={{ fontSize: 'var(--text-xl)' }}>
        {value}
      </span>
    </div>
  );

  return (
    <main className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t.title}</h1>
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && downloadText(statisticsCsv(data), `statistiques-${data.from}-${data.to}.csv`, 'text/csv')}
        >
          {t.exportCsv}
        </Button>
      </div>
      <div className={styles.card}>
        <DatePicker mode="range" label={t.period} value={range} onChange={setRange} today={today} />
        <div className={styles.actions} style={{ justifyContent: 'flex-start' }} role="group" aria-label={t.presetsLabel}>
          {presets.map(([label, value]) => (
            <Button key={label} variant="ghost" onClick={() => setRange(value)}>
              {label}
            </Button>
          ))}
        </div>
      </div>
      {stats.isError && (
        <p className={styles.fieldError} role="alert">
          {t.error}
        </p>
      )}
      {!data && stats.isPending && <p className={styles.muted}>{t.loading}</p>}
      {data && (
        <>
          <div className={styles.grid} data-testid="statistics-cards" aria-live="polite">
            {card(t.cards.bookings, data.bookings)}
            {card(t.cards.covers, data.covers)}
            {card(t.cards.online, data.online)}
            {card(t.cards.staff, data.staff)}
            {card(t.cards.noShowRate, t.percent(data.noShowRate))}
            {card(t.cards.cancellationRate, t.percent(data.cancellationRate))}
          </div>
          <p className={styles.muted}>{t.rateHelp}</p>
          <AttendanceTable rows={data.byAttendance} />
          <NoShowMonthsTable
            rows={data.months}
            protection={{ since: data.protectionSince, modes: data.protectionModes, comparison: data.protectionComparison }}
          />
          <Suspense fallback={<p className={styles.muted}>{t.chartLoading}</p>}>
            <StatisticsCharts days={data.days} />
          </Suspense>
          <section className={styles.section} aria-labelledby="statistics-table">
            <h2 id="statistics-table" className={styles.sectionTitle}>
              {t.table}
            </h2>
            <ScrollRegion label={t.table} maxHeight={480}>
              <table className={styles.table}>
                <ColumnHeads labels={[t.columns.date, t.columns.service]} numbers={COUNTS.map((k) => t.columns[k])} />
                <tbody>
                  {data.rows
                    .filter((r) => r.bookings + r.cancellations > 0)
                    .map((r) => (
                      <tr key={`${r.date}-${r.service}`} data-testid="statistics-row">
                        <td>{formatLongFrenchDate(r.date)}</td>
                        <td>{t.services[r.service]}</td>
                        {COUNTS.map((k) => (
                          <td key={k} className={styles.number}>
                            {r[k]}
                          </td>
                        ))}
                      </tr>
                    ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        </>
      )}
    </main>
  );
}

export { StatisticsRoute as Component };
