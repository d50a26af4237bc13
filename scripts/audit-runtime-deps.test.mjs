import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-runtime-deps.mjs';

/** `npm audit --json` (report version 2) with the given advisories. */
function report(vulnerabilities) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const { severity } of vulnerabilities) counts[severity] += 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      vulnerabilities.map(({ name, severity }) => [
        name,
        {
          name,
          severity,
          isDirect: true,
          via: [{ source: 1_099_999, name, dependency: name, title: 'Something bad', url: 'https://github.com/advisories/GHSA-xxxx', severity, range: '<9.9.9' }],
          effects: [],
          range: '<9.9.9',
          nodes: [`node_modules/${name}`],
          fixAvailable: true,
        },
      ]),
    ),
    metadata: {
      vulnerabilities: { ...counts, total: vulnerabilities.length },
      dependencies: { prod: 120, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 122 },
    },
  });
}

describe('auditVerdict', () => {
  it('passes a clean report', () => {
    expect(auditVerdict(report([])).outcome).toBe('pass');
  });

  it('passes low and moderate advisories', () => {
    expect(auditVerdict(report([{ name: 'left-pad', severity: 'moderate' }, { name: 'ms', severity: 'low' }])).outcome).toBe('pass');
  });

  it.each(['high', 'critical'])('fails a %s advisory and names the package', (severity) => {
    const verdict = auditVerdict(report([{ name: 'fastify', severity }, { name: 'ms', severity: 'low' }]));
    expect(verdict.outcome).toBe('fail');
    expect(verdict.message).toContain(`fastify (${severity})`);
    expect(verdict.message).not.toContain('ms (low)');
  });

  it('warns, without failing, when the audit endpoint answers with an error', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({ outcome: 'unavailable', message: expect.stringContaining('405 Method Not Allowed') });
  });

  it('warns, without failing, when the registry cannot be reached', () => {
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed', detail: '' },
    });
    expect(auditVerdict(offline).outcome).toBe('unavailable');
  });

  it('fails when the output is not a report it can read', () => {
    expect(auditVerdict('').outcome).toBe('fail');
    expect(auditVerdict('npm ERR! something').outcome).toBe('fail');
    expect(auditVerdict('{"auditReportVersion": 3}').outcome).toBe('fail');
  });
});
