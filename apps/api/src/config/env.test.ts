import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, repoRoot } from './env';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      tokenSecret: undefined,
      erpUserId: 1,
      erpCompanyId: 1,
      guestPriceLevel: 4,
      pageSize: 24,
      logLevel: 'info',
      trustProxy: [],
    });
    expect(config.dataDir).toBe(`${repoRoot}/.data`);
    expect(config.webDist).toBe(`${repoRoot}/apps/web/dist`);
  });

  it('reads the variables, empty meaning unset', () => {
    const config = loadConfig({
      PORT: '3100',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      GUEST_PRICE_LEVEL: '5',
      PAGE_SIZE: '',
      TOKEN_SECRET: '',
    });
    expect(config).toMatchObject({
      port: 3100,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      guestPriceLevel: 5,
      pageSize: 24,
      tokenSecret: undefined,
    });
  });

  it('refuses bad values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PAGE_SIZE: '500' })).toThrow(/PAGE_SIZE/);
    expect(() => loadConfig({ GUEST_PRICE_LEVEL: '6' })).toThrow(/GUEST_PRICE_LEVEL/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('has safe connection limits and the GET login off by default, and reads them', () => {
    expect(loadConfig({})).toMatchObject({
      legacyGetLogin: false,
      newsletterRateLimit: 20,
      connections: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
        maxConnectionsPerAddress: 100,
        maxHeaderBytes: 16_384,
      },
    });
    const config = loadConfig({
      LEGACY_GET_LOGIN: 'true',
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '8000',
      MAX_CONNECTIONS: '50',
      MAX_CONNECTIONS_PER_ADDRESS: '10',
    });
    expect(config.legacyGetLogin).toBe(true);
    // A headers timeout past the request timeout would be refused by Node: it is capped.
    expect(config.connections).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      maxConnections: 50,
      maxConnectionsPerAddress: 10,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ LEGACY_GET_LOGIN: 'yes' })).toThrow(/LEGACY_GET_LOGIN/);
  });

  it('switches the ERP connector on with ERP_URL and ERP_TOKEN, off without them', () => {
    expect(loadConfig({}).erp).toBeUndefined();
    expect(loadConfig({ ERP_URL: '', ERP_TOKEN: '' }).erp).toBeUndefined();
    expect(
      loadConfig({ ERP_URL: 'https://erp.example.com/apiGold', ERP_TOKEN: 'shared', ERP_SYNC_MINUTES: '5' })
        .erp,
    ).toEqual({
      url: 'https://erp.example.com/apiGold/',
      token: 'shared',
      syncMinutes: 5,
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ ERP_URL: 'https://erp.example.com/apiGold/' })).toThrow(/ERP_TOKEN/);
    expect(() => loadConfig({ ERP_URL: 'erp.example.com', ERP_TOKEN: 'x' })).toThrow(/ERP_URL/);
    // A call to the ERP must end inside the outbox's 60 s lease on the order it sends.
    expect(() => loadConfig({ ERP_TIMEOUT_SECONDS: '31' })).toThrow(/ERP_TIMEOUT_SECONDS/);
    expect(
      loadConfig({ ERP_URL: 'https://e.example/', ERP_TOKEN: 'x', ERP_TIMEOUT_SECONDS: '30' }).erp,
    ).toMatchObject({ timeoutMs: 30_000 });
  });

  it("reads the shop's base currency and the ones offered: the specification's by default", () => {
    expect(loadConfig({}).currency).toEqual({ base: 'USD', offered: ['USD', 'EUR', 'GBP'] });
    expect(loadConfig({ BASE_CURRENCY: 'COP', CURRENCIES: 'COP, USD' }).currency).toEqual({
      base: 'COP',
      offered: ['COP', 'USD'],
    });
    expect(loadConfig({ BASE_CURRENCY: 'COP', CURRENCIES: 'COP' }).currency.offered).toEqual(['COP']);
  });

  it('refuses an unknown currency, and a base the shop does not offer, naming the setting', () => {
    expect(() => loadConfig({ BASE_CURRENCY: 'XYZ', CURRENCIES: 'XYZ' })).toThrow(
      'Configuration error: BASE_CURRENCY="XYZ" is not valid. Accepted: one of USD, EUR, GBP, COP, and one of CURRENCIES.',
    );
    expect(() => loadConfig({ CURRENCIES: 'USD,eur' })).toThrow(
      'Configuration error: CURRENCIES="USD,eur" is not valid. Accepted: a comma-separated list of USD, EUR, GBP, COP',
    );
    expect(() => loadConfig({ CURRENCIES: 'USD,,EUR' })).toThrow(/CURRENCIES="USD,,EUR" is not valid/);
    expect(() => loadConfig({ BASE_CURRENCY: 'COP' })).toThrow(
      'Configuration error: BASE_CURRENCY="COP" is not one of CURRENCIES (USD,EUR,GBP). Accepted: one of USD, EUR, GBP, COP, and one of CURRENCIES.',
    );
  });

  it('refuses a TRUST_PROXY that is neither true/false nor proxy addresses, and reads those', () => {
    for (const bad of ['yes', 'on', '10.0.0.5, example.com', '10.0.0.0/33', '10.0.0.5,', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      'Configuration error: TRUST_PROXY="yes" is not valid. Accepted: true, false, 1, 0, or a comma-separated list',
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, 10.2.0.0/255.255.0.0, fd00::/8, loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', '10.2.0.0/255.255.0.0', 'fd00::/8', 'loopback']);
  });

  it('says in English what each bad setting accepts, one line each, even with zod speaking Spanish', () => {
    // The server sets zod's messages to Spanish for the shop's customers (plugins/errors.ts) before it reads
    // its configuration. (The locale in force before is put back: the files of a worker share zod.)
    const before = { ...z.config() };
    z.config(z.locales.es());
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', ERP_TOKEN: 'x', TOKEN_SECRET: 'short-secret' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'Configuration error: PORT="abc" is not valid. Accepted: a whole number from 0 to 65535.',
        'Configuration error: LOG_LEVEL="loud" is not valid. Accepted: fatal, error, warn, info, debug, trace or silent.',
        'Configuration error: TOKEN_SECRET=(12 characters, not shown) is not valid. Accepted: at least 32 characters, or unset to have one generated and kept in the database.',
      ]);
    } finally {
      z.config(before);
    }
  });
});
