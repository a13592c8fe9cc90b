import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins per email and client address, kept in the database so every process counts them. */
@Entity('login_attempts')
export class LoginAttempt {
  /** `email|address` */
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
