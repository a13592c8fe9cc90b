import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through `SMTP_URL`; without it each message is written as JSON to `DATA_DIR/outbox`,
 * so a developer (and the tests) can open the links it carries.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
    this.outboxDir = join(config.dataDir, 'outbox');
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
    await writeFile(file, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
    if (this.config.logLevel !== 'silent') this.logger.log(`Mail to ${message.to} written to ${file}`);
  }
}
