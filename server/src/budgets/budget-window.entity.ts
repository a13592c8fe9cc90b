import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Points one client spent in one hour (BudgetService without Redis): every process shares the count. */
@Entity('budget_windows')
@Index('budget_windows_start_idx', ['windowStart'])
export class BudgetWindow {
  /** `key:<hash>`, `member:<id>` or `guest:<address>` */
  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'budget_windows_pkey' })
  client: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'budget_windows_pkey' })
  windowStart: Date;

  @Column({ type: 'int', default: 0 })
  spent: number;
}
