import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Entities read by a statement of our own (no query builder): the select list of the table under an alias (each column
 * as `<alias>_<column>`), and the entity made from a row by TypeORM's own column conversions. For a hot read where the builder's work per column and per row (building the
 * statement, mapping every joined column back) cost more than the statement (issue 34).
 */
export class RawEntityColumns<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly columns: ColumnMetadata[];
  /** Each column's name in a row (`<alias>_<column>`), made once: a key built per row and column cost a string each. */
  private readonly keys: string[];
  /** The primary key's names in a row. */
  private readonly primaryKeys: string[];
  /** The select list: each column as `<alias>_<column>`. */
  readonly select: string;

  /**
   * @param alias the table's alias in the statement
   * @param properties the entity's properties to read (its columns, no relations); by default every column it selects
   */
  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
    alias: string,
    properties?: readonly (keyof T & string)[],
  ) {
    this.metadata = dataSource.getMetadata(target);
    this.columns = this.metadata.columns.filter((c) => !c.isVirtual && (properties ? properties.includes(c.propertyName as keyof T & string) : c.isSelect));
    this.keys = this.columns.map((c) => `${alias}_${c.databaseName}`);
    this.primaryKeys = this.metadata.primaryColumns.map((c) => `${alias}_${c.databaseName}`);
    this.select = this.columns.map((c, i) => `"${alias}"."${c.databaseName}" AS "${this.keys[i]}"`).join(', ');
  }

  /** The entity in `row`, or undefined when the row has none (a left join that found nothing: no primary key). */
  from(row: Record<string, unknown>): T | undefined {
    if (this.primaryKeys.some((key) => row[key] == null)) return undefined;
    const entity = this.metadata.create() as T;
    const { driver } = this.dataSource;
    this.columns.forEach((column, i) => {
      const value = row[this.keys[i]];
      if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    });
    return entity;
  }
}
