import { Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ReportType as ReportTypeName } from '@pepper-atlas/domain';
import { Roles } from '../common/decorators/roles.decorator.js';
import { ReportType } from '../reports/report.entity.js';
import { MailService } from '../mail/mail.service.js';

@ObjectType()
export class ActivityItem {
  @Field({ description: 'user (joined), topic (posted), comment (posted), report (filed)' })
  kind: string;

  @Field(() => ID)
  id: string;

  @Field({ description: "Title, username, or the first words of a comment or of a report's details" })
  label: string;

  @Field(() => String, { nullable: true })
  actor: string | null;

  @Field(() => ReportType, { nullable: true, description: 'For reports: the report type, for the client to translate' })
  reportType: ReportTypeName | null;

  @Field(() => ID, { nullable: true, description: 'The topic to open, for topics, comments and reports' })
  topicId: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class DashboardStats {
  @Field(() => Int) users: number;
  @Field(() => Int) activeUsers: number;
  @Field(() => Int) peppers: number;
  @Field(() => Int) activePeppers: number;
  @Field(() => Int) topics: number;
  @Field(() => Int) comments: number;
  @Field(() => Int) openReports: number;
  @Field(() => [ActivityItem], { description: 'The latest sign-ups, topics, comments and reports, newest first' })
  recentActivity: ActivityItem[];
  @Field({ description: 'Production without SMTP_URL: no mail reaches members (verification, password reset)' })
  mailUndelivered: boolean;
}

@Resolver()
export class DashboardResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  @Roles('admin')
  @Query(() => DashboardStats)
  async dashboardStats(): Promise<DashboardStats> {
    const [counts] = await this.dataSource.query(`
      SELECT
        (SELECT count(*) FROM users)::int AS users,
        (SELECT count(*) FROM users WHERE is_active)::int AS "activeUsers",
        (SELECT count(*) FROM peppers WHERE deleted_at IS NULL)::int AS peppers,
        (SELECT count(*) FROM peppers WHERE deleted_at IS NULL AND is_active)::int AS "activePeppers",
        (SELECT count(*) FROM topics WHERE deleted_at IS NULL)::int AS topics,
        (SELECT count(*) FROM comments WHERE deleted_at IS NULL)::int AS comments,
        (SELECT count(*) FROM reports WHERE status <> 'resolved')::int AS "openReports"`);
    const recentActivity: ActivityItem[] = await this.dataSource.query(`
      (SELECT 'user' AS kind, u.id, u.username AS label, u.username AS actor, NULL::uuid AS "topicId", u.join_date AS "createdAt", NULL::varchar AS "reportType"
         FROM users u ORDER BY u.join_date DESC LIMIT 5)
      UNION ALL
      (SELECT 'topic', t.id, t.title, a.username, t.id, t.create_date, NULL
         FROM topics t JOIN users a ON a.id = t.author_id WHERE t.deleted_at IS NULL ORDER BY t.create_date DESC LIMIT 5)
      UNION ALL
      (SELECT 'comment', c.id, left(c.text, 80), a.username, c.topic_id, c.created_at, NULL
         FROM comments c JOIN users a ON a.id = c.author_id WHERE c.deleted_at IS NULL ORDER BY c.created_at DESC LIMIT 5)
      UNION ALL
      (SELECT 'report', r.id, left(r.description, 60), a.username, r.topic_id, r.created_at, r.type
         FROM reports r JOIN users a ON a.id = r.reporter_id ORDER BY r.created_at DESC LIMIT 5)
      ORDER BY "createdAt" DESC LIMIT 12`);
    return { ...counts, mailUndelivered: this.mail.undeliveredInProduction(), recentActivity: recentActivity.map((item) => ({ ...item, createdAt: new Date(item.createdAt) })) };
  }
}
