import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Entities read by a statement of our own (no query builder): its select list for an alias, and the entity made from a
 * row by TypeORM's own column conversions. For a hot read where the builder's work per column and per row (building the
 * statement, mapping every joined column back) cost more than the statement (issue 34).
 */
export class RawEntityColumns<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly columns: ColumnMetadata[];
  private readonly lists = new Map<string, string>();

  /**
   * @param prefix what each column's name in a row starts with
   * @param properties the entity's properties to read (its columns, no relations); by default every column it selects
   */
  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
    private readonly prefix: string,
    properties?: readonly (keyof T & string)[],
  ) {
    this.metadata = dataSource.getMetadata(target);
    this.columns = this.metadata.columns.filter((c) => !c.isVirtual && (properties ? properties.includes(c.propertyName as keyof T & string) : c.isSelect));
  }

  /** The select list for the table under `alias`: each column as `<prefix><column>`. */
  select(alias: string): string {
    let list = this.lists.get(alias);
    if (list === undefined) this.lists.set(alias, (list = this.columns.map((c) => `"${alias}"."${c.databaseName}" AS "${this.prefix}${c.databaseName}"`).join(', ')));
    return list;
  }

  /** The entity in `row`, or undefined when the row has none (a left join that found nothing: no primary key). */
  from(row: Record<string, unknown>): T | undefined {
    if (this.metadata.primaryColumns.some((c) => row[this.prefix + c.databaseName] == null)) return undefined;
    const entity = this.metadata.create() as T;
    for (const column of this.columns) {
      const value = row[this.prefix + column.databaseName];
      if (value !== undefined) column.setEntityValue(entity, this.dataSource.driver.prepareHydratedValue(value, column));
    }
    return entity;
  }
}
