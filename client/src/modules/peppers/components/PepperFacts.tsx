import type { Fact } from '../hooks/usePepperFacts';
import { SpeciesName } from './SpeciesName';
import './PepperFacts.css';

/** A fact's value, isolated; the species group in botanical italics. */
export function FactValue({ fact }: { fact: Fact }) {
  if (fact.key === 'group' && fact.value) return <SpeciesName group={fact.value} />;
  return <bdi>{fact.value}</bdi>;
}

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
            <FactValue fact={fact} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
