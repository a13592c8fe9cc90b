import { botanicalName } from '@pepper-atlas/domain';

/** A species group in botanical style: "C. chinense", in italics, a Latin name kept left to right inside Hebrew. */
export function SpeciesName({ group }: { group: string }) {
  return (
    <i className="species-name" lang="la" dir="ltr">
      {botanicalName(group)}
    </i>
  );
}
