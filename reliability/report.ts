import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PartResult {
  name: string;
  /** 'skipped' with the reason in `note`. */
  outcome: 'passed' | 'failed' | 'skipped';
  seconds: number;
  figures?: Record<string, unknown>;
  problems: string[];
  note?: string;
}

export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

const cell = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value)).replaceAll('|', '\\|');

export function renderReport(parts: PartResult[], where: ReturnType<typeof machine>): string {
  const lines = [
    '# Reliability report',
    '',
    `${where.date} · ${where.cpu}, ${where.cores} cores, ${where.memoryGiB} GiB · Node ${where.node} · ${where.platform} · load average at the start ${where.loadAverage.join(' ')}`,
    '',
    '| Part | Outcome | Time (s) |',
    '| --- | --- | --- |',
    ...parts.map((part) => `| ${part.name} | ${part.outcome}${part.note ? ` (${part.note})` : ''} | ${part.seconds} |`),
  ];
  for (const part of parts) {
    lines.push('', `## ${part.name}`, '');
    if (part.figures) lines.push(...Object.entries(part.figures).map(([key, value]) => `- ${key}: ${cell(value)}`));
    if (part.note) lines.push(`- note: ${part.note}`);
    if (part.problems.length > 0) lines.push('', '**Problems**', '', ...part.problems.slice(0, 50).map((problem) => `- ${problem.split('\n')[0]}`));
  }
  return `${lines.join('\n')}\n`;
}

export function writeReport(folder: string, parts: PartResult[], where: ReturnType<typeof machine>) {
  fs.writeFileSync(path.join(folder, 'report.md'), renderReport(parts, where));
  fs.writeFileSync(path.join(folder, 'report.json'), `${JSON.stringify({ machine: where, parts }, null, 2)}\n`);
}
