import type { TopicFieldsFragment } from '@/generated/graphql';
import { TopicCard } from './TopicCard';

export interface TopicListProps {
  id: string;
  title: string;
  /** Shown beside the title, e.g. the number of topics. */
  aside?: string;
  topics: readonly TopicFieldsFragment[];
}

export function TopicList({ id, title, aside, topics }: TopicListProps) {
  return (
    <section className="topic-list" aria-labelledby={id}>
      <header className="topic-list__header">
        <h2 id={id}>{title}</h2>
        {aside && <span className="topic-list__aside">{aside}</span>}
      </header>
      <ul className="topic-list__items">
        {topics.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
    </section>
  );
}
