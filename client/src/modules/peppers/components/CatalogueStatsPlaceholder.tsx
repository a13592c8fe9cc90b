import './CatalogueStats.css';

/** Keeps the statistics' place while they load, so the toolbar below does not jump. */
export function CatalogueStatsPlaceholder() {
  return (
    <div className="catalogue-stats" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="stats-tile stats-tile--placeholder">
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--title" />
        </div>
      ))}
    </div>
  );
}
