// The quote form's limit counts an IPv6 visitor by its /64 (src/lib/client-network.ts): every address one host may
// send from is one client, and another /64 is another.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientNetwork } from '../src/lib/client-network';

describe('the network a client is counted under', () => {
  it('is an IPv4 address itself', () => {
    assert.equal(clientNetwork('192.0.2.1'), '192.0.2.1');
    assert.notEqual(clientNetwork('192.0.2.1'), clientNetwork('192.0.2.2'));
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::5%eth0',
      '2001:db8:1:2::192.0.2.1',
    ])
      assert.equal(clientNetwork(address), network, address);
    assert.equal(clientNetwork('2001:db8:1:3::1'), '2001:db8:1:3::/64');
    assert.equal(clientNetwork('::1'), '0:0:0:0::/64');
    assert.equal(clientNetwork('2001:db8::'), '2001:db8:0:0::/64');
  });

  it('is the IPv4 address of one written as IPv6', () => {
    assert.equal(clientNetwork('::ffff:192.0.2.7'), '192.0.2.7');
    assert.equal(clientNetwork('::ffff:c000:207'), '192.0.2.7');
  });

  it('is the text as sent when it is no address', () => {
    for (const text of ['', 'unknown', '1:2:3', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3.999'])
      assert.equal(clientNetwork(text), text.toLowerCase(), text);
  });
});
