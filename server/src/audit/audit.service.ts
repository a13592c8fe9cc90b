import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditDetails } from '@pepper-atlas/domain';
import type { EntityManager, Repository } from 'typeorm';
import { AuditEntry } from './audit-entry.entity.js';

export interface AuditTarget {
  type: 'user' | 'pepper' | 'topic' | 'comment' | 'report' | 'settings' | 'apikey' | 'content';
  id?: string | null;
  label?: string | null;
  /** What the entry's sentence needs: the slug, username or topic at the time, counts, changed fields, the undone action. */
  details?: AuditDetails;
}

/** The audit log of admin and moderator actions, written in the same transaction as the change when one is given. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(actor: { id: string } | undefined, action: AuditAction, target: AuditTarget, manager?: EntityManager): Promise<void> {
    const repo = manager?.getRepository(AuditEntry) ?? this.entries;
    await repo.insert({
      actorId: actor?.id ?? null,
      action,
      targetType: target.type,
      targetId: target.id ?? null,
      targetLabel: target.label?.slice(0, 200) ?? null,
      details: target.details ?? null,
    });
  }

  async list(skip: number, take: number): Promise<{ items: AuditEntry[]; totalItems: number }> {
    const [items, totalItems] = await this.entries.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
    return { items, totalItems };
  }
}
