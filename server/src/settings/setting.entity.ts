import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One stored site setting; missing keys fall back to the defaults of docs/product-rules.md#constants. */
@Entity('settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
