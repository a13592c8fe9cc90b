import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';

const config = (overrides: Partial<AppConfig>) =>
  loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'mail-spec-')), jwtSecret: 'x'.repeat(40), ...overrides });

describe('MailService at start', () => {
  it('production without SMTP_URL: a clear warning names SMTP_URL and the outbox folder', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const mail = new MailService(config({ env: 'production' }));
      mail.onModuleInit();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/SMTP_URL is not set: no mail leaves this server.*outbox/);
      expect(mail.undeliveredInProduction()).toBe(true);
      expect(mail.devMailboxOpen()).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  it('no warning with SMTP_URL, nor outside production; the development mailbox opens only without SMTP in development', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const smtp = { from: 'a@example.com', smtpUrl: 'smtp://127.0.0.1:1025' };
      new MailService(config({ env: 'production', mail: smtp })).onModuleInit();
      const dev = new MailService(config({ env: 'development' }));
      dev.onModuleInit();
      expect(warn).not.toHaveBeenCalled();
      expect(dev.devMailboxOpen()).toBe(true);
      expect(new MailService(config({ env: 'development', mail: smtp })).devMailboxOpen()).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });
});
