import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Pepper } from './pepper.entity.js';

/** A user's like of a pepper: at most one per user and pepper. */
@Entity('pepper_likes')
export class PepperLike {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Index('pepper_likes_pepper_idx')
  @PrimaryColumn({ type: 'uuid' })
  pepperId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Pepper, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pepper_id' })
  pepper?: Relation<Pepper>;
}

/** A pepper in a user's favorites. */
@Entity('favorites')
export class Favorite {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Index('favorites_pepper_idx')
  @PrimaryColumn({ type: 'uuid' })
  pepperId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Pepper, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pepper_id' })
  pepper?: Relation<Pepper>;
}
