import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { GARAGE_TYPES, PLAN_TYPES, SPECIAL_FEATURES } from 'contracts/src/catalog/codeTables';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { PLAN_LIST_PRESETS } from 'contracts/src/catalog/listPresets';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { MAX_PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { DatabaseHandle } from '../db/openDatabase';
import { DEFAULT_PLAN_COUNT } from '../seed/seedCatalog';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { sizeDistance } from './catalogQueries';
import { codeOf } from './codeOf';

/**
 * The catalogue exactly as the store seeds it (all of it, not the route suites' small sample), searched through the
 * API as the store serves it: what every prefiltered list and every plan's related plans show a shopper.
 */

/** What these tests read of each plan, straight from the database. */
interface PlanFacts {
  id: number;
  plan_type: number;
  style_id: number;
  garage_type: number;
  units: number;
  beds: number;
  cars: number;
  sq_ft: number;
  special_features: number[];
  popularity: number;
}

const GARAGES = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
const SINGLE_FAMILY = codeOf(PLAN_TYPES, 'Single-Family Homes');
const MULTI_FAMILY = codeOf(PLAN_TYPES, 'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)');
const DETACHED = codeOf(GARAGE_TYPES, 'Detached');
const RV_GARAGE = codeOf(GARAGE_TYPES, 'RV Garage');
const CARPORT = codeOf(GARAGE_TYPES, 'Carport');
const WORKSHOP = codeOf(SPECIAL_FEATURES, 'Workshop');

/** A garage plan: a building for vehicles on its own, not a house that has a garage. */
const isGaragePlan = (plan: PlanFacts) => plan.plan_type === GARAGES && plan.cars >= 1;

/**
 * What each list title promises, read as a shopper reads it and written without looking at the presets' filters:
 * every plan the list shows must be one, and every such plan of the catalogue must be in the list.
 */
const TITLE_RULES: ReadonlyArray<readonly [RegExp, (plan: PlanFacts, match: RegExpMatchArray) => boolean]> = [
  // The store's whole catalogue, whatever the route calls it.
  [/^(House Plans|Search Results|Filtered Plans)$/, () => true],
  [/^Multi-Family House Plans$/, (plan) => plan.plan_type === MULTI_FAMILY && plan.units >= 2],
  // Living quarters with the garage.
  [/^Garage Apartments$/, (plan) => isGaragePlan(plan) && plan.beds >= 1],
  [/^Garage Plans with (\d+) Bedrooms?$/, (plan, match) => isGaragePlan(plan) && plan.beds === Number(match[1])],
  [/^Detached Garage Plans$/, (plan) => isGaragePlan(plan) && plan.garage_type === DETACHED],
  [/^RV Garage Plans$/, (plan) => isGaragePlan(plan) && plan.garage_type === RV_GARAGE],
  [/^Garage Plans with Workshop$/, (plan) => isGaragePlan(plan) && plan.special_features.includes(WORKSHOP)],
  [/^Carports$/, (plan) => isGaragePlan(plan) && plan.garage_type === CARPORT],
  [/^(\d+) Car Garage Plans$/, (plan, match) => isGaragePlan(plan) && plan.cars === Number(match[1])],
];

/** The promise of a title, or an error naming a title no rule reads (a new list needs its rule here). */
function promiseOf(title: string): (plan: PlanFacts) => boolean {
  for (const [pattern, rule] of TITLE_RULES) {
    const match = title.match(pattern);
    if (match) return (plan) => rule(plan, match);
  }
  throw new Error(`No rule says what '${title}' promises: add one to TITLE_RULES`);
}

/** Related plans a plan page asks for (catalog-remote's RelatedPlans). */
const RELATED_LIMIT = 9;

/** A plan's type as a shopper sees it: a garage plan's kind (as the Garages menu lists them), else its plan type. */
function kindOf(plan: PlanFacts): string {
  if (plan.plan_type !== GARAGES) return `plan type ${plan.plan_type}`;
  return [plan.garage_type, plan.beds > 0, plan.special_features.includes(WORKSHOP)].join(' ');
}

/**
 * The related plans of `plan`, by brute force over the whole catalogue: its kind first, then its plan type, then its
 * style, then nearest in size and bedrooms, then most popular; only plans sharing its style or plan type.
 */
function referenceRelated(plans: readonly PlanFacts[], plan: PlanFacts, limit: number): number[] {
  const key = (other: PlanFacts) => [
    kindOf(other) === kindOf(plan) ? 0 : 1,
    other.plan_type === plan.plan_type ? 0 : 1,
    other.style_id === plan.style_id ? 0 : 1,
    sizeDistance(other, plan),
    -other.popularity,
    other.id,
  ];
  return plans
    .filter((other) => other.id !== plan.id && (other.plan_type === plan.plan_type || other.style_id === plan.style_id))
    .map((other) => ({ id: other.id, key: key(other) }))
    .sort((a, b) => {
      for (let index = 0; index < a.key.length; index++) {
        const difference = (a.key[index] ?? 0) - (b.key[index] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    })
    .slice(0, limit)
    .map((other) => other.id);
}

describe.each(TEST_DATABASES)('the seeded catalogue at full size on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let plans: PlanFacts[] = [];
  const byId = new Map<number, PlanFacts>();

  beforeAll(async () => {
    handle = await openSeededDatabase(database, DEFAULT_PLAN_COUNT);
    // The store's own catalogue reader: searches answered by the in-memory index, as shoppers are answered.
    app = await buildTestApp(handle.db);
    plans = await handle.db
      .selectFrom('plans')
      .select([
        'id',
        'plan_type',
        'style_id',
        'garage_type',
        'units',
        'beds',
        'cars',
        'sq_ft',
        'special_features',
        'popularity',
      ])
      .orderBy('id')
      .execute();
    for (const plan of plans) byId.set(plan.id, plan);
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function get<T>(url: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.json<ApiEnvelope<T>>().data;
  }

  /** Every plan a list shows, page after page, as the list's own search asks for them. */
  async function everyResult(filters: PlanFilters): Promise<{ count: number; ids: number[] }> {
    const ids: number[] = [];
    let count = 0;
    for (let pagination = 0; pagination === 0 || ids.length < count; pagination++) {
      const query = new URLSearchParams(encodeFilters({ ...filters, limit: MAX_PAGE_SIZE, pagination })).toString();
      const page = await get<PlanSearchPage>(`/api/user/properties?${query}`);
      count = page.count;
      if (page.data.length === 0) break;
      ids.push(...page.data.map((plan) => Number(plan._id)));
    }
    return { count, ids };
  }

  it('holds every plan the store seeds', () => {
    expect(plans).toHaveLength(DEFAULT_PLAN_COUNT);
  });

  describe('every prefiltered list shows what its title says, for the whole catalogue', () => {
    it.each(PLAN_LIST_PRESETS.map((preset) => [preset.path, preset.title, preset] as const))(
      '%s: "%s"',
      async (_path, title, preset) => {
        const promised = promiseOf(title);
        const { count, ids } = await everyResult(preset.filters);
        expect(count).toBeGreaterThan(0);
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
        const unlike = ids.filter((id) => {
          const plan = byId.get(id);
          return !plan || !promised(plan);
        });
        expect(unlike.slice(0, 5).map((id) => byId.get(id) ?? id)).toEqual([]);
        // Nothing the title promises is missing from the list.
        expect(count).toBe(plans.filter(promised).length);
      },
    );
  });

  describe('related plans are like the plan: same style and type, similar size and bedrooms', () => {
    /** What a plan page shows under Related Plans. */
    async function relatedTo(plan: PlanFacts): Promise<number[]> {
      const related = await get<PlanSummary[]>(
        `/api/user/related-properties?plan_style_id=${plan.style_id}&property_id=${plan.id}&limit=${RELATED_LIMIT}`,
      );
      return related.map((other) => Number(other._id));
    }

    it('ranks the whole catalogue by type, style, then nearest size and bedrooms, for plans of every kind', async () => {
      // Every 250th plan: 40 plans of every plan type, in common and rare styles.
      const sample = plans.filter((plan) => plan.id % 250 === 1);
      expect(new Set(sample.map((plan) => plan.plan_type)).size).toBe(PLAN_TYPES.length);
      for (const plan of sample) {
        expect([plan.id, await relatedTo(plan)]).toEqual([plan.id, referenceRelated(plans, plan, RELATED_LIMIT)]);
      }
    });

    it('shows a house houses of its style with about its bedrooms and size', async () => {
      const house = plans.find(
        (plan) => plan.plan_type === SINGLE_FAMILY && plan.style_id === 1 && plan.beds === 3 && plan.sq_ft >= 1900,
      );
      if (!house) throw new Error('no three-bedroom house of style 1 in the catalogue');
      const related = (await relatedTo(house)).map((id) => byId.get(id));
      expect(related).toHaveLength(RELATED_LIMIT);
      for (const other of related) {
        expect(other).toMatchObject({ plan_type: SINGLE_FAMILY, style_id: house.style_id });
        expect(Math.abs((other?.beds ?? 0) - house.beds)).toBeLessThanOrEqual(1);
        expect(Math.abs(Math.log((other?.sq_ft ?? 0) / house.sq_ft))).toBeLessThan(Math.log(1.25));
      }
    });

    it.each([
      ['carport', (plan: PlanFacts) => isGaragePlan(plan) && plan.garage_type === CARPORT],
      ['RV garage', (plan: PlanFacts) => isGaragePlan(plan) && plan.garage_type === RV_GARAGE],
      ['garage apartment', (plan: PlanFacts) => isGaragePlan(plan) && plan.beds >= 1],
    ])('shows a %s plans of its kind, never houses', async (_kind, isOfKind) => {
      const plan = plans.find(isOfKind);
      if (!plan) throw new Error('no such garage plan in the catalogue');
      const related = (await relatedTo(plan)).map((id) => byId.get(id));
      expect(related).toHaveLength(RELATED_LIMIT);
      for (const other of related) expect(other && isOfKind(other)).toBe(true);
    });

    it('without a plan to compare with, answers the style most popular first', async () => {
      const expected = plans
        .filter((plan) => plan.style_id === 2)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, RELATED_LIMIT)
        .map((plan) => plan.id);
      for (const unknown of ['', `&property_id=${DEFAULT_PLAN_COUNT + 1}`]) {
        const related = await get<PlanSummary[]>(
          `/api/user/related-properties?plan_style_id=2&limit=${RELATED_LIMIT}${unknown}`,
        );
        expect(related.map((plan) => Number(plan._id))).toEqual(expected);
      }
    });
  });
});
