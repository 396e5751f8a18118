// The charts, in their own chunk: recharts is loaded only when the statistics page shows them.
// They repeat the table below for the eye; screen readers get the table, so the charts are hidden.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { frStatistics as t } from './i18n';
import type { DayTotals } from './statistics-api';

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

export default function StatisticsCharts({ days }: { days: DayTotals[] }) {
  const data = days.map((d) => ({ ...d, label: short(d.date) }));
  return (
    <>
      <figure style={{ margin: 0 }}>
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t.coversChart}</figcaption>
        <div style={{ width: '100%', height: 280 }} aria-hidden="true">
          <ResponsiveContainer>
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Bar isAnimationActive={false} dataKey="noon" name={t.noon} stackId="covers" fill="#c98a2b" />
              <Bar isAnimationActive={false} dataKey="evening" name={t.evening} stackId="covers" fill="#8a2c3b" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t.sourceChart}</figcaption>
        <div style={{ width: '100%', height: 240 }} aria-hidden="true">
          <ResponsiveContainer>
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Bar isAnimationActive={false} dataKey="online" name={t.online} stackId="source" fill="#2f6b3f" />
              <Bar isAnimationActive={false} dataKey="staff" name={t.staff} stackId="source" fill="#5f554c" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </>
  );
}
