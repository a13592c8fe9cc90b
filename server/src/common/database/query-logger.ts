import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/** SQLSTATE classes whose messages quote the value sent (22: `invalid input syntax for type uuid: "..."`). */
const QUOTING_CLASSES = new Set(['22']);

/** Statements come from our code, not from requests; the cap only keeps one log line readable. */
const MAX_SQL = 4000;

interface DriverError {
  code?: string;
  message?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/**
 * A failed statement as the log shows it: its SQLSTATE, the statement as the code wrote it, and the
 * schema names PostgreSQL reports (table, column, constraint). Never the parameter values, nor a
 * message that quotes one: they come from whoever sent the request, and anyone could fill the log
 * with them.
 */
export function describeQueryError(error: unknown, query?: string): string {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as DriverError;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const parts = [`Query failed${code ? ` (SQLSTATE ${code})` : ''}`];
  if (e.message && !(code && QUOTING_CLASSES.has(code.slice(0, 2)))) parts.push(e.message);
  for (const name of ['table', 'column', 'constraint'] as const) {
    if (typeof e[name] === 'string') parts.push(`${name} ${e[name]}`);
  }
  let text = parts.join('; ');
  if (query) {
    const sql = query.replace(/\s+/g, ' ').trim();
    text += `: ${sql.length > MAX_SQL ? `${sql.slice(0, MAX_SQL)}…` : sql}`;
  }
  return text;
}

/**
 * TypeORM's log through Nest's logger. The default loggers append every failed statement's
 * parameters ("-- PARAMETERS: [...]"); this one writes describeQueryError instead.
 */
export class QueryLogger extends AbstractLogger {
  private readonly logger = new Logger('Database');

  override logQueryError(error: unknown, query: string): void {
    if (!this.isLogEnabledFor('query-error')) return;
    // A data exception (class 22: a NUL byte, a malformed number or uuid) is refused for what the client
    // sent and answered 400 (toAppError): a warning, not a server error.
    const code = (error as DriverError | null)?.code;
    if (typeof code === 'string' && QUOTING_CLASSES.has(code.slice(0, 2))) this.logger.warn(describeQueryError(error, query));
    else this.logger.error(describeQueryError(error, query));
  }

  protected writeLog(level: LogLevel, logMessage: LogMessage | string | number | (LogMessage | string | number)[]): void {
    for (const message of this.prepareLogMessages(logMessage, { highlightSql: false, appendParameterAsComment: false })) {
      const text = [message.prefix, String(message.message)].filter(Boolean).join(' ');
      if (level === 'error') this.logger.error(text);
      else if (level === 'warn') this.logger.warn(text);
      else this.logger.log(text);
    }
  }
}
