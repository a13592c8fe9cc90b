import { Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ReportType as ReportTypeName } from '@pepper-atlas/domain';
import { Roles } from '../common/decorators/roles.decorator.js';
import { ReportType } from '../reports/report.entity.js';
import { MailService } from '../mail/mail.service.js';
import { postExcerpt } from '../topics/post-markdown.utils.js';

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

/** How many days the dashboard's trend covers, today (UTC) included. */
export const TREND_DAYS = 30;

@ObjectType({ description: 'One day (UTC) of the dashboard trend' })
export class DailyActivity {
  @Field({ description: 'YYYY-MM-DD (UTC)' })
  day: string;

  @Field(() => Int, { description: 'Accounts created that day' })
  signUps: number;

  @Field(() => Int, { description: 'Topics and comments posted that day (not deleted since)' })
  posts: number;

  @Field(() => Int, { description: 'Reports filed that day' })
  reports: number;
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
  @Field(() => [DailyActivity], { description: `Sign-ups, posts and reports per day over the last ${TREND_DAYS} days (UTC), oldest first` })
  trend: DailyActivity[];
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
      (SELECT 'comment', c.id, c.text, a.username, c.topic_id, c.created_at, NULL
         FROM comments c JOIN users a ON a.id = c.author_id WHERE c.deleted_at IS NULL ORDER BY c.created_at DESC LIMIT 5)
      UNION ALL
      (SELECT 'report', r.id, left(r.description, 60), a.username, r.topic_id, r.created_at, r.type
         FROM reports r JOIN users a ON a.id = r.reporter_id ORDER BY r.created_at DESC LIMIT 5)
      ORDER BY "createdAt" DESC LIMIT 12`);
    // One row per day, every day present (zero when nothing happened); one indexed range scan per table.
    const trend: DailyActivity[] = await this.dataSource.query(
      `WITH days AS (
         SELECT d::date AS day FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d
       ), since AS (SELECT (min(day)::timestamp AT TIME ZONE 'UTC') AS at FROM days),
       per_day AS (
         SELECT (join_date AT TIME ZONE 'UTC')::date AS day, 1 AS sign_ups, 0 AS posts, 0 AS reports FROM users WHERE join_date >= (SELECT at FROM since)
         UNION ALL
         SELECT (create_date AT TIME ZONE 'UTC')::date, 0, 1, 0 FROM topics WHERE deleted_at IS NULL AND create_date >= (SELECT at FROM since)
         UNION ALL
         SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 1, 0 FROM comments WHERE deleted_at IS NULL AND created_at >= (SELECT at FROM since)
         UNION ALL
         SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 0, 1 FROM reports WHERE created_at >= (SELECT at FROM since)
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              coalesce(sum(p.sign_ups), 0)::int AS "signUps",
              coalesce(sum(p.posts), 0)::int AS posts,
              coalesce(sum(p.reports), 0)::int AS reports
         FROM days LEFT JOIN per_day p ON p.day = days.day
        GROUP BY days.day ORDER BY days.day`,
      [TREND_DAYS],
    );
    return { ...counts, trend, mailUndelivered: this.mail.undeliveredInProduction(), recentActivity: recentActivity.map((item) => ({
        ...item,
        // A comment as its reader sees it (no Markdown syntax), cut at a word.
        label: item.kind === 'comment' ? postExcerpt(item.label, 80) : item.label,
        createdAt: new Date(item.createdAt),
      })),
    };
  }
}
