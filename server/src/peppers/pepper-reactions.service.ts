import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In, type Repository } from 'typeorm';
import type { User } from '../accounts/user.entity.js';
import { notFound } from '../common/errors/app-error.js';
import { toggleReaction } from '../common/reaction-toggle.js';
import { returningRows } from '../common/sql.js';
import type { PepperLikeResult } from './dto/pepper-results.type.js';
import { Pepper } from './pepper.entity.js';
import { Favorite, PepperLike } from './pepper-reaction.entities.js';
import { PeppersService } from './peppers.service.js';

/** What members do with a pepper besides reading it: views, likes and favorites (and, for the loaders, whose they are). */
@Injectable()
export class PepperReactionsService {
  constructor(
    @InjectRepository(Pepper) private readonly peppers: Repository<Pepper>,
    @InjectRepository(PepperLike) private readonly likes: Repository<PepperLike>,
    @InjectRepository(Favorite) private readonly favorites: Repository<Favorite>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: PeppersService,
  ) {}

  /** Counted in SQL, so parallel views are never lost. */
  async view(id: string): Promise<number> {
    if (!isUUID(id)) throw notFound('Pepper');
    const rows = await returningRows<{ views: number }>(
      this.dataSource,
      'UPDATE peppers SET views = views + 1 WHERE id = $1 AND is_active AND deleted_at IS NULL RETURNING views',
      [id],
    );
    if (rows.length === 0) throw notFound('Pepper');
    return rows[0].views;
  }

  async toggleLike(id: string, user: User): Promise<PepperLikeResult> {
    await this.catalogue.findById(id, user);
    return toggleReaction(this.dataSource, { reactions: 'pepper_likes', targetColumn: 'pepper_id', counted: 'peppers' }, user.id, id);
  }

  async toggleFavorite(id: string, user: User): Promise<boolean> {
    await this.catalogue.findById(id, user);
    const removed = await this.favorites.delete({ userId: user.id, pepperId: id });
    if (removed.affected) return false;
    await this.favorites.createQueryBuilder().insert().values({ userId: user.id, pepperId: id }).orIgnore().execute();
    return true;
  }

  /** Adds a guest's browser favorites to the account after sign-in; unknown ids are ignored. */
  async addFavorites(ids: string[], user: User): Promise<number> {
    const valid = ids.filter((id) => isUUID(id)).slice(0, 500);
    if (valid.length === 0) return 0;
    const existing = await this.peppers.find({ select: { id: true }, where: { id: In(valid), isActive: true } });
    if (existing.length === 0) return 0;
    await this.favorites
      .createQueryBuilder()
      .insert()
      .values(existing.map((p) => ({ userId: user.id, pepperId: p.id })))
      .orIgnore()
      .execute();
    return existing.length;
  }

  /** For DataLoaders: which of these peppers the user liked / keeps as favorites. */
  async likedBy(userId: string, pepperIds: readonly string[]): Promise<boolean[]> {
    const rows = await this.likes.findBy({ userId, pepperId: In([...pepperIds]) });
    const set = new Set(rows.map((r) => r.pepperId));
    return pepperIds.map((id) => set.has(id));
  }

  async favoritedBy(userId: string, pepperIds: readonly string[]): Promise<boolean[]> {
    const rows = await this.favorites.findBy({ userId, pepperId: In([...pepperIds]) });
    const set = new Set(rows.map((r) => r.pepperId));
    return pepperIds.map((id) => set.has(id));
  }
}
