import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. `List-Unsubscribe`), sent as given and kept in the outbox file. */
  headers?: Record<string, string>;
}

/** A mail as written to the outbox. */
export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/** Outbox files are `<ms>-<random>.json`: nothing else is read from the folder. */
const OUTBOX_FILE = /^\d{10,16}-[0-9a-f]{8}\.json$/;

/**
 * Sends mail through `SMTP_URL`; without it each message is written as JSON to `DATA_DIR/outbox`,
 * so a developer (and the tests) can open the links it carries.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
    this.outboxDir = join(config.dataDir, 'outbox');
  }

  onModuleInit(): void {
    if (this.undeliveredInProduction()) {
      this.logger.warn(
        `SMTP_URL is not set: no mail leaves this server (verification and password-reset mails are only written to ${this.outboxDir}). Set SMTP_URL to deliver them.`,
      );
    }
  }

  /** Production without SMTP_URL: members never receive their mails (logged at start, shown on the admin dashboard). */
  undeliveredInProduction(): boolean {
    return this.config.env === 'production' && !this.transport;
  }

  /** Mails go to the outbox folder (no SMTP_URL). */
  usesOutbox(): boolean {
    return !this.transport;
  }

  /**
   * The development mailbox ("Open the mail (development)"): only outside production and only
   * while mails go to the outbox, i.e. where the outbox folder is the mailbox anyway.
   */
  devMailboxOpen(): boolean {
    return this.config.env !== 'production' && !this.transport;
  }

  /** The origin links in mails point at: `PUBLIC_URL`, else this server. */
  publicUrl(): string {
    return (this.config.mail.publicUrl ?? `http://localhost:${this.config.port}`).replace(/\/+$/, '');
  }

  async send(message: MailMessage): Promise<void> {
    const mail = { from: this.config.mail.from, ...message };
    if (this.transport) {
      await this.transport.sendMail(mail);
      return;
    }
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
    // Written aside and renamed into place: a reader of the folder never sees half a mail.
    await writeFile(`${file}.tmp`, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    if (this.config.logLevel !== 'silent') this.logger.log(`Mail written to ${file}`); // not the address: no personal data in logs
  }

  /** The newest outbox mails, newest first (at most `limit`, optionally only those to `to`). */
  async outbox(limit: number, to?: string): Promise<OutboxMail[]> {
    let files: string[];
    try {
      files = (await readdir(this.outboxDir)).filter((f) => OUTBOX_FILE.test(f));
    } catch {
      return [];
    }
    files.sort((a, b) => (a.length - b.length) || (a < b ? -1 : a > b ? 1 : 0)).reverse();
    const address = to?.trim().toLowerCase();
    const found: OutboxMail[] = [];
    // The newest 500 files at most: an old, large outbox never makes a request slow.
    for (const file of files.slice(0, 500)) {
      if (found.length >= limit) break;
      try {
        const mail = JSON.parse(await readFile(join(this.outboxDir, file), 'utf8')) as Omit<OutboxMail, 'id'>;
        if (address !== undefined && String(mail.to).toLowerCase() !== address) continue;
        found.push({ ...mail, id: file.replace(/\.json$/, '') });
      } catch {
        // a file being written or not a mail: skipped
      }
    }
    return found;
  }
}
