import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canTransitionReport, normalizeText, type NotificationAction, type ReportStatus, type ReportType, validateReport } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { returningRows } from '../common/sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CommentsService } from '../topics/comments.service.js';
import { PostImagesService } from '../topics/post-images.service.js';
import { TopicsService } from '../topics/topics.service.js';
import type { User } from '../accounts/user.entity.js';
import { Report } from './report.entity.js';

export interface ReportInput {
  type: ReportType;
  description: string;
  topicId?: string | null;
  commentId?: string | null;
  /** One photo of a post (issue 36): its post is the report's topic and comment. */
  imageId?: string | null;
}

@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(Report) private readonly reports: Repository<Report>,
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
    private readonly images: PostImagesService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A member reports a topic or a comment; one open report per member and item. */
  async create(input: ReportInput, reporter: User): Promise<Report> {
    assertValid(validateReport(input));
    if (!input.topicId && !input.commentId && !input.imageId) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Choose a topic or a comment to report');
    let topicId: string;
    let commentId: string | null = null;
    let imageId: string | null = null;
    let reportedUserId: string;
    if (input.imageId) {
      const image = await this.images.findShown(input.imageId);
      // Its post must still be shown: a photo of a deleted post is not reported.
      if (image.commentId) await this.comments.findById(image.commentId);
      else await this.topics.findById(image.topicId);
      topicId = image.topicId;
      commentId = image.commentId;
      imageId = image.id;
      reportedUserId = image.uploaderId;
    } else if (input.commentId) {
      const comment = await this.comments.findById(input.commentId);
      topicId = comment.topicId;
      commentId = comment.id;
      reportedUserId = comment.authorId;
    } else {
      const topic = await this.topics.findById(input.topicId as string);
      topicId = topic.id;
      reportedUserId = topic.authorId;
    }
    if (reportedUserId === reporter.id) throw new AppError(ErrorCode.CANNOT_REPORT_OWN_CONTENT);
    const open = await this.reports
      .createQueryBuilder('r')
      .where('r.reporter_id = :reporter', { reporter: reporter.id })
      .andWhere('r.topic_id = :topicId', { topicId })
      .andWhere(commentId ? 'r.comment_id = :commentId' : 'r.comment_id IS NULL', { commentId })
      .andWhere(imageId ? 'r.image_id = :imageId' : 'r.image_id IS NULL', { imageId })
      .andWhere("r.status <> 'resolved'")
      .getExists();
    if (open) throw new AppError(ErrorCode.ALREADY_REPORTED);
    // Two reports at once: the unique index on open reports (migration ForumSpeed) lets one in; no error is
    // raised, so a shared connection (PGlite) never sees an aborted transaction.
    const rows = await returningRows<{ id: string }>(
      this.reports.manager,
      `INSERT INTO reports (type, description, reporter_id, topic_id, comment_id, image_id, reported_user_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (reporter_id, topic_id, coalesce(comment_id, '00000000-0000-0000-0000-000000000000'::uuid), coalesce(image_id, '00000000-0000-0000-0000-000000000000'::uuid))
       WHERE status <> 'resolved' DO NOTHING
       RETURNING id`,
      [input.type, normalizeText(input.description), reporter.id, topicId, commentId, imageId, reportedUserId],
    );
    if (rows.length === 0) throw new AppError(ErrorCode.ALREADY_REPORTED);
    return this.reports.findOneByOrFail({ id: rows[0].id });
  }

  async list(status: ReportStatus | undefined, skip: number, take: number): Promise<{ items: Report[]; totalItems: number }> {
    const [items, totalItems] = await this.reports.findAndCount({
      where: status ? { status } : {},
      relations: { reporter: true, reportedUser: true, handledBy: true, topic: true, comment: true },
      withDeleted: true,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items, totalItems };
  }

  async findById(id: string): Promise<Report> {
    const report = isUUID(id)
      ? await this.reports.findOne({
          where: { id },
          relations: { reporter: true, reportedUser: true, handledBy: true, topic: true, comment: true },
          withDeleted: true,
        })
      : null;
    if (!report) throw notFound('Report');
    return report;
  }

  /** Moves a report along pending -> reviewed -> resolved (or pending -> resolved) only. */
  async transition(id: string, to: ReportStatus, actor: User, note?: string | null): Promise<Report> {
    const report = await this.findById(id);
    if (!canTransitionReport(report.status, to)) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, `A ${report.status} report cannot become ${to}.`, {
        fields: { status: 'reportTransitionInvalid' },
      });
    }
    const now = new Date();
    const patch: Partial<Report> = { status: to, handledById: actor.id, handledAt: now };
    if (note !== undefined && note !== null) patch.resolutionNote = normalizeText(note).slice(0, 1000) || null;
    if (to === 'reviewed') patch.reviewedAt = now;
    if (to === 'resolved') patch.resolvedAt = now;
    // Only from the status checked above: if another moderator moved the report meanwhile, check again
    // against theirs (statuses only move forward, so this ends).
    // The reporter hears what became of the report, in the same transaction as the move.
    const affected = await this.notifications.inTransaction(async (manager, tell) => {
      const { affected: moved } = await manager.getRepository(Report).update({ id, status: report.status }, patch);
      if (moved) {
        const outcome = { recipientId: report.reporterId, actorId: actor.id, type: 'report' as const, action: `report.${to}` as NotificationAction };
        await tell([{ ...outcome, reportId: id, topicId: report.topicId, commentId: report.commentId }]);
      }
      return moved;
    });
    if (!affected) return this.transition(id, to, actor, note);
    const saved = await this.findById(id);
    await this.audit.record(actor, to === 'reviewed' ? 'report.review' : 'report.resolve', {
      type: 'report',
      id,
      label: report.type,
      details: { reportType: report.type, ...(report.topicId ? { topicId: report.topicId } : {}) },
    });
    return saved;
  }

  countOpen(): Promise<number> {
    return this.reports.createQueryBuilder('r').where("r.status <> 'resolved'").getCount();
  }
}
