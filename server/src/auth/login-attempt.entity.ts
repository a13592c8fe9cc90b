import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Attempts at a secret per key (see LoginThrottleService), kept in the database so every process counts them. */
@Entity('login_attempts')
export class LoginAttempt {
  /** `email|address`, or `two-factor|email|address` */
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  /** Every attempt of the window, counted before it is checked (refused ones too). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Admitted attempts not answered yet: a success clears the count only when it is the last of them. */
  @Column({ type: 'int', default: 0 })
  inFlight: number;

  @Column({ type: 'timestamptz' })
  windowStart: Date;
}
