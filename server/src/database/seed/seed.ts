import type { DataSource, EntityManager } from 'typeorm';
import { heatLevelOfShu, normalizePepperSources, parseShu, shuMidpoint, validatePepperSources, type Settings } from '@pepper-atlas/domain';
import { hashPassword } from '../../auth/password.utils.js';
import { Pepper } from '../../peppers/pepper.entity.js';
import { appearanceFields, growingFields, originFields } from '../../peppers/pepper-facts.utils.js';
import { Setting } from '../../settings/setting.entity.js';
import { Comment } from '../../topics/comment.entity.js';
import { PepperLinks } from '../../topics/pepper-links.service.js';
import { Topic } from '../../topics/topic.entity.js';
import { User } from '../../accounts/user.entity.js';
import { Guide, NewsEvent, Recipe } from '../../content/content.entities.js';
import { GUIDES_SEED, NEWS_EVENTS_SEED, RECIPES_SEED } from './data/content.data.js';
import { freeSlugs } from '../../common/slug.utils.js';
import { linkSeededRecipePeppers } from './recipe-peppers.seed.js';
import { PEPPER_NOTES_SEED } from './data/pepper-notes.data.js';
import { PEPPER_SOURCES_SEED } from './data/pepper-sources.data.js';
import { PEPPER_SEED } from './data/peppers.data.js';
import { TOPIC_SEED } from './data/topics.data.js';
import type { CommentSeed } from './data/types.js';
import { COMMUNITY_USERS, DEMO_ADMIN, DEMO_USER } from './data/users.data.js';

const HOUR = 3_600_000;

export interface SeedOptions {
  /** Clock for the relative dates of the forum; tests pin it. */
  now?: Date;
  /** Settings stored with the first seeding (`SEED_SETTINGS`), e.g. a demo without the captcha. */
  settings?: Partial<Settings>;
  /**
   * The demo accounts (their passwords are in the README) and the forum they wrote; default on. Off
   * (production without SEED_DEMO), only the catalogue and its articles are seeded.
   */
  demo?: boolean;
}

async function seedUsers(manager: EntityManager): Promise<Map<string, User>> {
  const seeds = [DEMO_ADMIN, DEMO_USER, ...COMMUNITY_USERS];
  const hashes = await Promise.all(seeds.map((seed) => hashPassword(seed.password)));
  const users = await manager.getRepository(User).save(
    seeds.map((seed, i) =>
      manager.getRepository(User).create({
        email: seed.email.toLowerCase(),
        username: seed.username,
        firstName: seed.firstName,
        lastName: seed.lastName,
        role: seed.role,
        bio: seed.bio ?? null,
        isActive: 'isActive' in seed ? seed.isActive !== false : true,
        passwordHash: hashes[i],
        emailVerified: true,
      }),
    ),
  );
  return new Map(users.map((user) => [user.username, user]));
}

async function seedPeppers(manager: EntityManager): Promise<void> {
  const repo = manager.getRepository(Pepper);
  const slugs = freeSlugs(PEPPER_SEED.map((seed) => seed.name), 'pepper');
  const unknown = Object.keys(PEPPER_SOURCES_SEED).filter((name) => !PEPPER_SEED.some((seed) => seed.name === name));
  if (unknown.length) throw new Error(`Seed sources name peppers the seed does not have: ${unknown.join(', ')}`);
  const rows = PEPPER_SEED.map((seed, i) => {
    const slug = slugs[i]!;
    const shu = parseShu(seed.shu);
    if (!shu) throw new Error(`Seed pepper ${seed.name} has an invalid SHU "${seed.shu}"`);
    const notes = PEPPER_NOTES_SEED[seed.name];
    if (!notes) throw new Error(`Seed pepper ${seed.name} has no culinary uses and growing note`);
    const sources = [...(PEPPER_SOURCES_SEED[seed.name] ?? [])];
    const badSource = validatePepperSources(sources);
    if (badSource) throw new Error(`Seed pepper ${seed.name} has an invalid source: ${badSource.key}`);
    // Through the write path's rules: the readable origin and the days come out as an admin's would.
    const { country, region, hebRegion, growingTime, color, shape, ...rest } = seed;
    return repo.create({
      ...rest,
      ...notes,
      sources: normalizePepperSources(sources),
      slug,
      ...originFields({ country, region, hebRegion }),
      ...growingFields({ growingTime }),
      ...appearanceFields({ color, shape }),
      shu: shu.text,
      shuMin: shu.min,
      shuMax: shu.max,
      shuSort: shuMidpoint(shu),
      heatLevel: heatLevelOfShu(shu),
      isActive: true,
    });
  });
  await repo.save(rows, { chunk: 50 });
}

async function seedForum(manager: EntityManager, users: Map<string, User>, now: Date): Promise<void> {
  const userId = (username: string): string => {
    const user = users.get(username);
    if (!user) throw new Error(`Seed content names an unknown user "${username}"`);
    return user.id;
  };
  const posts = new Map<string, number>();
  // The posts' `[[Pepper]]` links, written as the forum writes them: the seeded peppers' pages list their topics.
  const pepperLinks = new PepperLinks();
  const countPost = (username: string) => posts.set(username, (posts.get(username) ?? 0) + 1);

  for (const seed of TOPIC_SEED) {
    const created = new Date(now.getTime() - seed.daysAgo * 24 * HOUR);
    const countComments = (list: CommentSeed[]): number => list.reduce((sum, c) => sum + 1 + countComments(c.replies ?? []), 0);
    const topic = await manager.getRepository(Topic).save(
      manager.getRepository(Topic).create({
        title: seed.title,
        subject: seed.subject,
        category: seed.category,
        description: seed.description,
        authorId: userId(seed.author),
        pinned: seed.pinned,
        locked: seed.locked,
        views: seed.views,
        likes: seed.likes,
        commentsCount: countComments(seed.comments),
        createDate: created,
      }),
    );
    countPost(seed.author);
    await pepperLinks.write(manager, { postId: topic.id, topicId: topic.id }, [seed.title, seed.subject, ...seed.description].join('\n'));

    const saveComments = async (list: CommentSeed[], parentId: string | null, parentHours: number) => {
      for (const c of list) {
        const hours = Math.max(parentHours, c.hoursAfterTopic);
        const at = new Date(Math.min(created.getTime() + hours * HOUR, now.getTime()));
        const saved = await manager.getRepository(Comment).save(
          manager.getRepository(Comment).create({
            topicId: topic.id,
            authorId: userId(c.author),
            parentId,
            text: c.text,
            likes: c.likes,
            createdAt: at,
            updatedAt: at,
          }),
        );
        countPost(c.author);
        await pepperLinks.write(manager, { postId: saved.id, topicId: topic.id }, c.text);
        // Replies are one level deep: a reply to a reply joins its thread.
        await saveComments(c.replies ?? [], parentId ?? saved.id, hours);
      }
    };
    await saveComments(seed.comments, null, 0);
  }

  for (const [username, count] of posts) {
    await manager.getRepository(User).update({ id: userId(username) }, { postsCount: count });
  }
}

/**
 * Seeds the demo data of PRODUCT.md, in one transaction: each part only into empty tables, so it
 * is safe on every start. Without `demo`, no account is created (the first administrator comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`). Returns whether anything was written.
 */
export async function seedDatabase(dataSource: DataSource, options: SeedOptions): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    // Serialise concurrent first starts on PostgreSQL: only one process seeds.
    await manager.query('SELECT pg_advisory_xact_lock(424242)');
    let seeded = false;
    const empty = (await manager.getRepository(User).count()) === 0 && (await manager.getRepository(Pepper).count()) === 0;
    if (empty) {
      const users = options.demo === false ? undefined : await seedUsers(manager);
      await seedPeppers(manager);
      if (users) await seedForum(manager, users, options.now ?? new Date());
      for (const [key, value] of Object.entries(options.settings ?? {})) {
        await manager.getRepository(Setting).upsert({ key, value, updatedBy: null }, ['key']);
      }
      seeded = true;
    }
    // Content came in a later version: a database from before it gets its content too.
    if ((await manager.getRepository(NewsEvent).count()) === 0) {
      await manager.getRepository(NewsEvent).save(withSlugs(NEWS_EVENTS_SEED, 'news'));
      await manager.getRepository(Recipe).save(withSlugs(RECIPES_SEED, 'recipe'));
      await manager.getRepository(Guide).save(withSlugs(GUIDES_SEED, 'guide'));
      await linkSeededRecipePeppers((sql, parameters) => manager.query(sql, parameters));
      seeded = true;
    }
    return seeded;
  });
}

/** Content with the address of its page, from its English title (the first of two equal titles keeps the plain one). */
function withSlugs<T extends { title: string }>(items: T[], fallback: string): (T & { slug: string })[] {
  const slugs = freeSlugs(items.map((item) => item.title), fallback);
  return items.map((item, i) => ({ ...item, slug: slugs[i]! }));
}
