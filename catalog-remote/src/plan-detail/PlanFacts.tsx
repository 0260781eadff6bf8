import { EXTERIOR_WALLS, FOUNDATIONS, GARAGE_LOCATIONS, GARAGE_TYPES, labelOf } from 'contracts/src/catalog/codeTables';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { paidOptionsOf } from 'contracts/src/checkout/planInclusions';
import { FactList, type Fact } from './FactList';
import { feet, sqft } from './factValues';
import styles from './PlanDetailPage.module.css';

/** Headed one level under the page's title: each group is a part of the plan, not of another part. */
function FactGroup({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <section className={styles.factGroup} aria-label={title}>
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className={styles.factGroup} aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p>N/A</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every specification of the plan, codes shown as contracts' labels and missing values as 'N/A'. */
export function PlanFacts({ plan }: { plan: PlanDetail }) {
  // What the plan comes with, each item in one list: included, sold as an option, or neither. The API answers no
  // plan whose lists name one of its paid options (the same contracts rule), so the page shows its lists as they are.
  const options = paidOptionsOf({
    standardFoundation: plan.different_foundation,
    optionalFoundation: plan.optional_foundation,
  });
  return (
    <div className={styles.facts}>
      <FactGroup
        title="Square Footage Breakdown"
        facts={[
          ['Total Heated Area', sqft(plan.total_heated_area)],
          ['1st Floor', sqft(plan.first_floor)],
          ['2nd Floor', sqft(plan.second_floor)],
          ['Porch, Front', sqft(plan.porch_front)],
          ['Porch, Rear', sqft(plan.porch_rear)],
        ]}
      />
      <FactGroup
        title="Beds/Baths"
        facts={[
          ['Bedrooms', plan.beds],
          ['Full Bathrooms', plan.full_bathrooms],
          ['Half Bathrooms', plan.half_bathrooms],
        ]}
      />
      <FactGroup
        title="Foundation"
        facts={[
          ['Standard Foundation', labelOf(FOUNDATIONS, plan.different_foundation)],
          ['Optional Foundation', labelOf(FOUNDATIONS, plan.optional_foundation)],
        ]}
      />
      <FactGroup
        title="Exterior Walls"
        facts={[
          ['Standard Type', labelOf(EXTERIOR_WALLS, plan.exterior_standard_type)],
          ['Optional Type', labelOf(EXTERIOR_WALLS, plan.exterior_optional_type)],
        ]}
      />
      <FactGroup
        title="Dimensions"
        facts={[
          ['Width', feet(plan.footprint_width)],
          ['Depth', feet(plan.footprint_depth)],
          ['Max Ridge Height', feet(plan.footprint_height)],
        ]}
      />
      <FactGroup
        title="Garage"
        facts={[
          ['Type', labelOf(GARAGE_TYPES, plan.garage_type)],
          ['Location', labelOf(GARAGE_LOCATIONS, plan.garage_location)],
          ['Area', sqft(plan.garage_sq_ft)],
          ['Vehicles', plan.cars],
        ]}
      />
      <FactGroup title="Ceiling" facts={[['1st Floor', feet(plan.ceiling_first_floor)]]} />
      <FactGroup
        title="Roof"
        facts={[
          ['Primary Pitch', plan.roof_primary_pitch],
          ['Secondary Pitch', plan.roof_secondary_pitch ?? 'N/A'],
          ['Framing Type', plan.roof_framing_type],
        ]}
      />
      <FactGroup title="Architectural Style" facts={[['Style', plan.plan_style_id.name]]} />
      <TextList title="Plan Details" items={plan.plan_details} />
      <TextList title="What's Included" items={plan.included} />
      <TextList title="Available as Options" items={options} />
      <TextList title="Not Included" items={plan.not_included} />
    </div>
  );
}
