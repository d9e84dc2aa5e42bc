// docs/deploy.md#the-editor: `npm run audit:editor` fails on a known advisory against a package the editor ships, and
// only those, and says it could not check when the registry's audit endpoint does not answer, as npm reports each.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditVerdict } from '../scripts/lib/advisories';

/** npm's `audit --json` report (auditReportVersion 2), with one advisory each against two packages. */
const REPORT = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    'shipped-lib': {
      name: 'shipped-lib',
      severity: 'high',
      isDirect: false,
      via: [
        { source: 1, name: 'shipped-lib', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-x' },
      ],
      range: '<1.2.3',
      nodes: ['node_modules/shipped-lib'],
      fixAvailable: true,
    },
    'build-tool': {
      name: 'build-tool',
      severity: 'critical',
      isDirect: true,
      via: ['shipped-lib'],
      range: '*',
      nodes: ['node_modules/build-tool'],
      fixAvailable: false,
    },
  },
  metadata: { vulnerabilities: { high: 1, critical: 1, total: 2 } },
});

/** What npm prints when the registry refuses the audit endpoint, as this machine's does. */
const REFUSED = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  error: { summary: '', detail: '' },
});

describe('the editor’s packages against npm’s advisories', () => {
  it('names each advisory against a package the editor ships, and no other', () => {
    const verdict = auditVerdict(REPORT, new Set(['shipped-lib', 'react']));
    assert.deepEqual(verdict, {
      checked: true,
      found: [
        {
          name: 'shipped-lib',
          severity: 'high',
          advisories: ['Prototype pollution (https://github.com/advisories/GHSA-x)'],
        },
      ],
    });
  });

  it('finds nothing when no shipped package has one', () => {
    assert.deepEqual(auditVerdict(REPORT, new Set(['react'])), { checked: true, found: [] });
  });

  it('says it could not check when the audit endpoint refuses, or npm prints no report', () => {
    const refused = auditVerdict(REFUSED, new Set(['shipped-lib']));
    assert.equal(refused.checked, false);
    assert.match(refused.checked ? '' : refused.why, /405 Method Not Allowed/);
    assert.equal(auditVerdict('', new Set()).checked, false);
  });
});
