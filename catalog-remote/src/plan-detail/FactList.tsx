import type { ReactNode } from 'react';

/** One fact of a plan: its label and its value. */
export type Fact = readonly [string, ReactNode];

/** A plan's facts as a description list, in the order given: the page's fact groups and the flyer's key facts. */
export function FactList({ facts, className, label }: { facts: readonly Fact[]; className?: string; label?: string }) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
