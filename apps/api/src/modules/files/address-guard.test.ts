import type dns from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createGuardedLookup, ForbiddenAddressError, isAddressAllowed, isForbiddenAddress } from './address-guard';

describe('isForbiddenAddress', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses in every spelling', () => {
    const forbidden = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '192.0.0.192',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:169.254.169.254]',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2001:0:4136:e378::1',
      'localhost',
      'nie-adres',
    ];
    for (const address of forbidden) expect(isForbiddenAddress(address), address).toBe(true);
  });

  it('allows public unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '169.255.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('lets the policy open private addresses (tests, trusted networks)', () => {
    expect(isAddressAllowed('127.0.0.2', { allowPrivate: false, allowedAddresses: ['127.0.0.2'] })).toBe(true);
    expect(isAddressAllowed('::ffff:127.0.0.2', { allowPrivate: false, allowedAddresses: ['127.0.0.2'] })).toBe(true);
    expect(isAddressAllowed('127.0.0.1', { allowPrivate: false, allowedAddresses: ['127.0.0.2'] })).toBe(false);
    expect(isAddressAllowed('10.1.2.3', { allowPrivate: true, allowedAddresses: [] })).toBe(true);
    expect(isAddressAllowed(undefined, { allowPrivate: true, allowedAddresses: [] })).toBe(false);
  });
});

describe('createGuardedLookup', () => {
  const policy = { allowPrivate: false, allowedAddresses: [] };
  const lookupWith = (answers: dns.LookupAddress[], all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      const lookup = createGuardedLookup(policy, (_host, callback) => callback(null, answers));
      lookup('rebind.example', { all }, (error, address) => resolve({ error, result: address }));
    });

  it('refuses a name when any of its addresses is forbidden (DNS rebinding, mixed answers)', async () => {
    for (const answers of [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '169.254.169.254', family: 4 }],
      [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      [{ address: '::ffff:127.0.0.1', family: 6 }],
      [],
    ]) {
      for (const all of [false, true]) {
        const { error } = await lookupWith(answers, all);
        expect(error).toBeInstanceOf(ForbiddenAddressError);
      }
    }
  });

  it('passes public answers on in the shape asked for', async () => {
    const answers = [{ address: '93.184.216.34', family: 4 }];
    expect(await lookupWith(answers, false)).toEqual({ error: null, result: '93.184.216.34' });
    expect(await lookupWith(answers, true)).toEqual({ error: null, result: answers });
  });
});
