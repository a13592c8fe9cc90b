import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A solved captcha challenge, kept until it expires so each solution is accepted once (without Redis). */
@Entity('captcha_uses')
export class CaptchaUse {
  /** SHA-256 of the challenge. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
