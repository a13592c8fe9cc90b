import type { Fact } from '../hooks/usePepperFacts';
import './PepperFacts.css';

export interface PepperFactsProps {
  facts: Fact[];
  className?: string;
}

/** Label and value pairs; facts without a value are left out. */
export function PepperFacts({ facts, className }: PepperFactsProps) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <dl className={['pepper-facts', className].filter(Boolean).join(' ')}>
      {shown.map((fact) => (
        <div key={fact.key} className="pepper-facts__item">
          <dt>{fact.label}</dt>
          <dd>
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
