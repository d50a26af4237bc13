/**
 * Checks the runtime dependencies (not the dev ones) against the npm advisory database: fails
 * (exit 1) when one has a high or critical advisory; warns and passes (exit 0) when the audit service
 * cannot be reached or answers with an error, so an outage of the service never turns CI red.
 * A report it cannot read fails, so a change in npm's output is noticed rather than passed over.
 *
 *   node scripts/audit-runtime-deps.mjs
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * What to make of `npm audit --json`'s output.
 * @param {string} output
 * @returns {{ outcome: 'pass' | 'fail' | 'unavailable', message: string }}
 */
export function auditVerdict(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { outcome: 'fail', message: `npm audit printed no report that can be read:\n${output.slice(0, 500)}` };
  }
  if (typeof report !== 'object' || report === null) {
    return { outcome: 'fail', message: 'npm audit printed no report that can be read' };
  }

  const counts = report.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const failing = FAILING_SEVERITIES.reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
    if (failing === 0) return { outcome: 'pass', message: `No high or critical advisory in the runtime dependencies (${counts.total ?? 0} lower).` };
    const packages = Object.values(report.vulnerabilities ?? report.advisories ?? {})
      .filter((entry) => FAILING_SEVERITIES.includes(entry?.severity))
      .map((entry) => `  ${entry.name ?? entry.module_name} (${entry.severity})`);
    return {
      outcome: 'fail',
      message: `${failing} high or critical advisories in the runtime dependencies:\n${packages.join('\n')}\nRun \`npm audit --omit=dev\` for details.`,
    };
  }

  // npm's own failure, as JSON: the registry refused the audit request, or could not be reached.
  const error = report.error;
  if (error || report.statusCode || report.message) {
    const reason = [report.message, error?.code, error?.summary].filter(Boolean).join(' — ') || 'the audit endpoint returned an error';
    return { outcome: 'unavailable', message: `The npm audit service could not be used (${reason}); dependencies were not checked.` };
  }
  return { outcome: 'fail', message: 'npm audit printed no report that can be read' };
}

function main() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8', timeout: 120_000 });
  const verdict = auditVerdict(result.stdout || '');
  if (verdict.outcome === 'unavailable') {
    console.warn(`WARNING: ${verdict.message}`);
    return 0;
  }
  if (verdict.outcome === 'fail') {
    console.error(verdict.message);
    return 1;
  }
  console.log(verdict.message);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
