import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { Repository } from 'typeorm';
import { notFound } from '../common/errors/app-error.js';
import { clampPaging, likePattern } from '../common/pagination/paging.js';
import { Pepper } from './pepper.entity.js';

export interface PepperListQuery {
  search?: string;
  skip?: number;
  take?: number;
  /** Admins may list inactive peppers; everyone else sees active ones only. */
  includeInactive?: boolean;
}

/** Columns the catalogue search looks in (SPEC.md: name, Hebrew name, group, descriptions, origin, growing time). */
const SEARCH_COLUMNS = ['name', 'heb_name', 'group', 'description', 'heb_description', 'origin', 'heb_origin', 'growing_time'];

@Injectable()
export class PeppersService {
  constructor(@InjectRepository(Pepper) private readonly peppers: Repository<Pepper>) {}

  async list(query: PepperListQuery): Promise<{ items: Pepper[]; totalItems: number }> {
    const { skip, take } = clampPaging(query.skip, query.take);
    const qb = this.peppers.createQueryBuilder('p');
    if (!query.includeInactive) qb.andWhere('p.is_active = true');
    const search = query.search?.trim();
    if (search) {
      const haystack = SEARCH_COLUMNS.map((c) => `coalesce(p."${c}", '')`).join(" || ' ' || ");
      qb.andWhere(`(${haystack}) ILIKE :pattern`, { pattern: likePattern(search) });
    }
    qb.orderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC').skip(skip).take(take);
    const [items, totalItems] = await qb.getManyAndCount();
    return { items, totalItems };
  }

  /** The hottest active peppers, rated like everywhere else by the middle of their SHU range. */
  hottest(limit: number): Promise<Pepper[]> {
    return this.peppers
      .createQueryBuilder('p')
      .where('p.is_active = true')
      .orderBy('p.shu_sort', 'DESC')
      .addOrderBy('p.name', 'ASC')
      .take(Math.min(Math.max(limit, 1), 24))
      .getMany();
  }

  async findById(id: string, includeInactive = false): Promise<Pepper> {
    const pepper = isUUID(id) ? await this.peppers.findOneBy({ id }) : null;
    if (!pepper || (!pepper.isActive && !includeInactive)) throw notFound('Pepper');
    return pepper;
  }
}
