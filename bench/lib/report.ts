import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { LoadResult } from './load';

/** The printed report and its Markdown copy (bench/results/latest.md), built line by line. */
export class Report {
  private readonly lines: string[] = [];

  section(title: string): void {
    this.out('', `## ${title}`, '');
  }

  text(...lines: string[]): void {
    this.out(...lines);
  }

  table(headers: string[], rows: string[][]): void {
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    this.out(line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line), '');
  }

  markdown(): string {
    return this.lines.join('\n') + '\n';
  }

  private out(...lines: string[]): void {
    for (const l of lines) console.log(l);
    this.lines.push(...lines);
  }
}

export const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '—');
export const int = (v: number) => Math.round(v).toLocaleString('fr-FR');
export const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)} ×` : '—');

export function statusSummary(result: LoadResult): string {
  return Object.entries(result.statusCounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${int(count)}`)
    .concat(result.errors > 0 ? [`erreurs réseau : ${int(result.errors)}`] : [])
    .join(', ');
}

function command(file: string, args: string[]): string {
  try {
    return execFileSync(file, args, { encoding: 'utf8' }).trimEnd();
  } catch {
    return 'indisponible';
  }
}

/** What the figures were measured on: they mean nothing without it. */
export function machineDescription(extra: Record<string, string>): string[] {
  const cpus = os.cpus();
  return [
    `- Date : ${new Date().toISOString()}`,
    `- Processeur : ${cpus[0]?.model ?? 'inconnu'} — ${cpus.length} cœurs vus par Node, \`nproc\` = ${command('nproc', [])}`,
    `- Mémoire : ${(os.totalmem() / 2 ** 30).toFixed(1)} Gio ; \`free -h\` :`,
    '',
    '```',
    command('free', ['-h']),
    '```',
    '',
    `- Node ${process.version}, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Charge moyenne au départ (1/5/15 min) : ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} — machine partagée : les chiffres bougent avec elle`,
    ...Object.entries(extra).map(([k, v]) => `- ${k} : ${v}`),
  ];
}
