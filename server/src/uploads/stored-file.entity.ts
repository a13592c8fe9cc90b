import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An uploaded image's bytes (one row per size), kept in the database so that every app process
 * sharing it serves the same images. Written once under a random name, never changed.
 */
@Entity('stored_files')
export class StoredFile {
  /** The path below /uploads, e.g. `peppers/<uuid>-640.webp`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
