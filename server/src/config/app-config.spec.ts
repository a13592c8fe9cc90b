import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

const base = { JWT_SECRET: 'x'.repeat(40) };

describe('account-security configuration', () => {
  it('reads SEED_SETTINGS, CAPTCHA_DIFFICULTY and the mail variables', () => {
    const config = loadConfig({
      ...base,
      SEED_SETTINGS: '{"captcha":false,"loginAttemptLimit":3}',
      CAPTCHA_DIFFICULTY: '10',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Atlas <a@example.com>',
      PUBLIC_URL: 'https://atlas.example',
    });
    expect(config.seedSettings).toEqual({ captcha: false, loginAttemptLimit: 3 });
    expect(config.captchaDifficulty).toBe(10);
    expect(config.mail).toEqual({ smtpUrl: 'smtp://mail:25', from: 'Atlas <a@example.com>', publicUrl: 'https://atlas.example' });
  });

  it('defaults: no seeded settings, difficulty 14', () => {
    const config = loadConfig(base);
    expect(config.seedSettings).toBeUndefined();
    expect(config.captchaDifficulty).toBe(14);
  });

  it('refuses unknown or invalid settings and an out-of-range difficulty at start', () => {
    expect(() => loadConfig({ ...base, SEED_SETTINGS: '{"captcha":"no"}' })).toThrow(/SEED_SETTINGS/);
    expect(() => loadConfig({ ...base, SEED_SETTINGS: '{"bogus":true}' })).toThrow(/SEED_SETTINGS/);
    expect(() => loadConfig({ ...base, SEED_SETTINGS: 'captcha=false' })).toThrow(/JSON object/);
    expect(() => loadConfig({ ...base, CAPTCHA_DIFFICULTY: '40' })).toThrow(/CAPTCHA_DIFFICULTY/);
  });
});

describe('database configuration', () => {
  it('reads DB_STATEMENT_TIMEOUT_MS, 10 s by default, 0 for none', () => {
    expect(loadConfig(base).dbStatementTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: '2500' }).dbStatementTimeoutMs).toBe(2500);
    expect(loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: '0' }).dbStatementTimeoutMs).toBe(0);
    expect(() => loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: '10s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
