// The number in writing (src/lib/phone.ts): any UK number the owner enters is grouped as UK readers write it, and
// dialled in international form.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { callName, ukInternational, ukPhone } from '../src/lib/phone';
import { EDITOR_PATH } from '../src/lib/editor-preview';
import { buildSite } from './helpers/shared-build';

describe('the telephone number', () => {
  it('groups London, mobile, freephone and 03 numbers as UK readers write them', () => {
    assert.equal(ukPhone('+442079460000').national, '020 7946 0000');
    assert.equal(ukPhone('+447700900123').national, '07700 900123');
    assert.equal(ukPhone('+448001234567').national, '0800 123 4567');
    assert.equal(ukPhone('+443301234567').national, '0330 123 4567');
    assert.equal(ukPhone('+441632960000').national, '01632 960000');
  });

  it('dials the international form, which structured data keeps', () => {
    assert.deepEqual(ukPhone('+442079460000'), {
      international: '+442079460000',
      national: '020 7946 0000',
      href: 'tel:+442079460000',
    });
  });

  it('reads a UK number as people write it into the one international form, and nothing else', () => {
    for (const written of ['020 7946 0123', '0207 946 0123', '(020) 7946-0123', '+44 (0)20 7946 0123', '+442079460123'])
      assert.equal(ukInternational(written), '+442079460123', written);
    assert.equal(ukInternational('0800 123 4567'), '+448001234567');
    for (const wrong of ['020 7946', '+33 1 23 45 67 89', 'call us', ''])
      assert.equal(ukInternational(wrong), undefined, wrong);
  });

  it('names a call link by what it does and the number', () => {
    assert.equal(callName('Call', ukPhone('+442079460000')), 'Call 020 7946 0000');
  });

  it('is formatted at build: none of the formatting library reaches the browser', async () => {
    const site = await buildSite();
    // The owner's editor reads numbers with it too; it is no visitor's page.
    const scripts = await fg('**/*.js', { cwd: site.outDir, ignore: [`${EDITOR_PATH.slice(1)}**`] });
    assert.ok(scripts.length > 0);
    for (const file of scripts) {
      // libphonenumber-js's parse errors, which any copy of it carries.
      const code = await readFile(join(site.outDir, file), 'utf8');
      assert.doesNotMatch(code, /INVALID_COUNTRY|NOT_A_NUMBER/, file);
    }
  });
});
