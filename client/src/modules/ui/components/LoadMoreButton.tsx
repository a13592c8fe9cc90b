export interface LoadMoreButtonProps {
  onLoadMore: () => void;
  loading: boolean;
  label: string;
  loadingLabel: string;
}

/** "Load more" under a paged list: disabled and marked busy while the next page loads. */
export function LoadMoreButton({ onLoadMore, loading, label, loadingLabel }: LoadMoreButtonProps) {
  return (
    <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
      {loading ? loadingLabel : label}
    </button>
  );
}
