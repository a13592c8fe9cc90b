import type { Request } from 'express';
import { clientAddress } from '../common/request-context.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether a request comes from this machine: both the TCP peer and the client address (which a
 * loopback proxy may name through X-Forwarded-For) are loopback addresses. The development mailbox
 * answers only these, so it shows nothing a person on this machine could not read in the outbox folder.
 */
export function isLocalRequest(req: Request): boolean {
  return LOOPBACK.test(req.socket?.remoteAddress ?? '') && LOOPBACK.test(clientAddress(req));
}
