// The quote form's limits (src/lib/quote-requests/): an IPv6 visitor is counted by its /64 (every address one host may
// send from is one client, and another /64 is another) and by its /48 at a higher limit; a body past the cap is
// dropped as it arrives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientNetwork, limitsOf } from '../src/lib/quote-requests/network';
import { readCapped } from '../src/lib/quote-requests/body';
import { MAX_BODY_BYTES, REQUEST_LIMITS } from '../src/lib/quote-requests/form';

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

describe('the limits a request is counted against', () => {
  it('counts an IPv4 client under its address alone, at the limit of one client', () => {
    assert.deepEqual(limitsOf('192.0.2.1'), [{ network: '192.0.2.1', most: REQUEST_LIMITS.perClient }]);
    assert.deepEqual(limitsOf('::ffff:192.0.2.1'), limitsOf('192.0.2.1'), 'an IPv4 address written as IPv6');
  });

  it('counts an IPv6 client under its /64 at the limit of one client and its /48 at the wider limit', () => {
    assert.deepEqual(limitsOf('2001:db8:1:2::5'), [
      { network: '2001:db8:1:2::/64', most: REQUEST_LIMITS.perClient },
      { network: '2001:db8:1::/48', most: REQUEST_LIMITS.perWideNetwork },
    ]);
    // Two /64s of one /48 are two clients of one wider network.
    const [a, b] = [limitsOf('2001:db8:1:2::5'), limitsOf('2001:db8:1:3::5')];
    assert.notEqual(a[0]?.network, b[0]?.network);
    assert.equal(a[1]?.network, b[1]?.network);
  });

  it('lets a wider network send more than one client, and the site more than either in its hour', () => {
    assert.ok(REQUEST_LIMITS.perWideNetwork > REQUEST_LIMITS.perClient);
    assert.ok(REQUEST_LIMITS.perHour > REQUEST_LIMITS.perWideNetwork);
  });
});

describe("the body's cap", () => {
  /** A POST whose body arrives in `chunks`, claiming `length` bytes if given. */
  const post = (chunks: Uint8Array[], length?: number) =>
    new Request('https://example.org/contact/request/', {
      method: 'POST',
      headers: length === undefined ? {} : { 'Content-Length': String(length) },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('reads a body up to the cap whole', async () => {
    const half = new Uint8Array(MAX_BODY_BYTES / 2).fill(97);
    const body = await readCapped(post([half, half]), MAX_BODY_BYTES);
    assert.equal(body?.byteLength, MAX_BODY_BYTES);
  });

  it('drops a body past the cap as it arrives, whatever its Content-Length says', async () => {
    const half = new Uint8Array(MAX_BODY_BYTES / 2 + 1).fill(97);
    assert.equal(await readCapped(post([half, half], 10), MAX_BODY_BYTES), undefined);
  });

  it('drops a body whose Content-Length is past the cap before reading it', async () => {
    assert.equal(await readCapped(post([new Uint8Array(1)], MAX_BODY_BYTES + 1), MAX_BODY_BYTES), undefined);
  });
});
