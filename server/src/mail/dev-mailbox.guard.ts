import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { MailService } from './mail.service.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;

/**
 * Every header through which a proxy (or a client pretending to be one) may name the client. Express's
 * `trust proxy` reads only X-Forwarded-For; a proxy on this machine may well send another of these.
 */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-forwarded',
  'forwarded-for',
  'x-original-forwarded-for',
];

/** A node as a header names it, without quotes, IPv6 brackets or port ("[::1]:443" -> "::1"). */
function bareNode(value: string): string {
  const node = value.trim().replace(/^"|"$/g, '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
  if (bracketed) return bracketed[1];
  // One colon: an IPv4 address or a name with a port; more are an IPv6 address without a port.
  return node.split(':').length === 2 ? node.split(':')[0] : node;
}

/** The client addresses a request's forwarding headers name (Forwarded's `for=` parameters, the others' lists). */
function forwardedNodes(req: Request): string[] {
  const nodes: string[] = [];
  const values = (name: string) => {
    const value = req.headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  for (const value of values('forwarded')) {
    for (const element of value.split(',')) {
      const pairs = element.split(';').map((pair) => pair.split('='));
      // An element naming no `for` still says a proxy forwarded it: an unknown client, not this machine.
      const forNode = pairs.find(([key]) => key.trim().toLowerCase() === 'for');
      nodes.push(forNode ? bareNode(forNode.slice(1).join('=')) : 'unknown');
    }
  }
  for (const name of FORWARDING_HEADERS) {
    for (const value of values(name)) nodes.push(...value.split(',').map(bareNode));
  }
  return nodes;
}

/**
 * Whether a request comes from this machine: the TCP peer is a loopback address and so is every
 * client address any forwarding header names (X-Forwarded-For, Forwarded, X-Real-IP, ...). The
 * development mailbox answers only these, so it shows nothing a person on this machine could not
 * read in the outbox folder.
 */
export function isLocalRequest(req: Request): boolean {
  return LOOPBACK.test(req.socket?.remoteAddress ?? '') && forwardedNodes(req).every((node) => LOOPBACK.test(node));
}

/**
 * The development mailbox is there only outside production, while mails go to the outbox folder
 * (no SMTP_URL), and for requests from this machine; anywhere else any request to it answers 404,
 * before its query is validated, as if there were no such route.
 */
@Injectable()
export class DevMailboxGuard implements CanActivate {
  constructor(private readonly mail: MailService) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.mail.devMailboxOpen() || !isLocalRequest(context.switchToHttp().getRequest<Request>())) {
      throw new AppError(ErrorCode.NOT_FOUND, 'Not found');
    }
    return true;
  }
}
