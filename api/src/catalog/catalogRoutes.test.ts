import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { PlanDetail, PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { planElevationUrl, styleTileUrl } from 'contracts/src/catalog/planPictures';
import { MAX_PAGE_SIZE, PAGE_SIZE, SORT_OPTIONS, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { DatabaseHandle } from '../db/openDatabase';
import { REFERENCE_PLANS, referencePage, referenceSearch } from '../testing/referenceCatalog';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, TEST_PLAN_COUNT, openSeededDatabase } from '../testing/testDatabases';

const ids = (plans: readonly PlanSummary[]) => plans.map((plan) => Number(plan._id));

describe.each(TEST_DATABASES)('catalogue API on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
    app = await buildTestApp(handle.db, { uncached: true });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function get<T>(url: string): Promise<{ statusCode: number; body: T }> {
    const response = await app.inject({ method: 'GET', url });
    return { statusCode: response.statusCode, body: response.json<T>() };
  }

  async function search(filters: PlanFilters): Promise<PlanSearchPage> {
    const query = new URLSearchParams(encodeFilters(filters)).toString();
    const response = await get<ApiEnvelope<PlanSearchPage>>(`/api/user/properties?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: expect.any(String) });
    return response.body.data;
  }

  async function expectError(url: string, status: number, message: string | RegExp): Promise<void> {
    const response = await get<ApiErrorBody>(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toEqual({ status, message: expect.stringMatching(message) });
  }

  describe('GET /api/user/properties', () => {
    it('answers the first page of every plan with the total, in the recommended order', async () => {
      const page = await search({});
      expect(page.count).toBe(TEST_PLAN_COUNT);
      expect(page.page).toBe(0);
      expect(page.limit).toBe(PAGE_SIZE);
      expect(ids(page.data)).toEqual(referencePage({}));
      expect(page.facets.plan_type[2]).toBe(referenceSearch({ plan_type: [2] }).length);
      expect(page.data[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: expect.any(String),
        main_images: [planElevationUrl(page.data[0]?._id ?? '')],
        sq_ft: expect.any(Number),
        beds: expect.any(Number),
        baths: expect.any(Number),
        story: expect.any(Number),
        cars: expect.any(Number),
        plan_number: expect.any(String),
        price: expect.any(Number),
        is_liked: false,
      });
    });

    const firstPlan = REFERENCE_PLANS[0];
    const firstPlanName = firstPlan?.name.split(' ')[0] ?? '';
    /** The first word of the first plan's style ('Craftsman'). */
    const firstPlanStyle =
      ARCHITECTURAL_STYLES.find((style) => style.code === firstPlan?.style_id)?.label.split(' ')[0] ?? '';
    const cases: Array<[string, PlanFilters]> = [
      ['plan type', { plan_type: [2] }],
      ['several plan types', { plan_type: [3, 4] }],
      ['architectural style', { style: [4, 5, 6] }],
      ['plan_style_id', { plan_style_id: String(firstPlan?.style_id) }],
      ['vehicles', { no_of_vehicles: [1] }],
      ['vehicles, top code means that many or more', { no_of_vehicles: [4, 5] }],
      ['garage type', { garage_type: [3, 5] }],
      ['garage location', { garage_location: [2] }],
      ['bed and bath options', { bed_bath_options: [7, 8] }],
      ['kitchen and dining', { kitchen_dinning: [2] }],
      ['laundry', { laundry_location: [2] }],
      ['additional rooms', { additional_rooms: [5] }],
      ['outdoor features', { outdoor_features: [1, 2] }],
      ['foundation', { foundation: [1] }],
      ['special features', { special_features: [7] }],
      ['exterior walls', { exterior_walls: [8] }],
      ['collections', { collections: [10] }],
      ['lot features', { lot_features: [1] }],
      ['minimum size', { min_sq_ft: 2500 }],
      ['size range', { min_sq_ft: 1200, max_sq_ft: 2000 }],
      ['bedrooms', { bedrooms: 2 }],
      ['bedrooms, top code means that many or more', { bedrooms: 5 }],
      ['bathrooms', { bathrooms: 1 }],
      ['bathrooms, top code', { bathrooms: 4 }],
      ['floors', { floors: 2 }],
      ['floors, top code', { floors: 3 }],
      ['footprint width', { min_footprint_width: 30, max_footprint_width: 50 }],
      ['footprint depth', { max_footprint_depth: 30 }],
      ['footprint height', { min_footprint_height: 25 }],
      ['keyword in the name, any case', { keyword: 'GARAGE' }],
      ['keyword in the plan number', { keyword: firstPlan?.plan_number.slice(0, 5).toLowerCase() ?? '' }],
      ["a plan number with the cards' '#', in another case", { keyword: `#${firstPlan?.plan_number.toLowerCase()}` }],
      ['keyword in the style', { keyword: firstPlanStyle.toUpperCase() }],
      ['keyword in the description (a feature)', { keyword: 'walkout' }],
      // The first plan's name, its style and a word of every description: the first plan is among those found.
      ['several words, each anywhere in the plan', { keyword: `  ${firstPlanName}   FOUNDATION ${firstPlanStyle} ` }],
      ['keyword with other filters', { keyword: 'porch', bedrooms: 3 }],
      ['several filters at once', { plan_type: [1], bedrooms: 3, floors: 2, min_sq_ft: 1500 }],
    ];

    it.each(cases)('narrows by %s exactly as the reference search does', async (_label, filters) => {
      const expected = referenceSearch(filters);
      // A filter that matches nothing or everything would prove nothing.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(TEST_PLAN_COUNT);
      const page = await search({ ...filters, limit: MAX_PAGE_SIZE });
      expect(page.count).toBe(expected.length);
      expect(ids(page.data)).toEqual(expected.slice(0, MAX_PAGE_SIZE));
    });

    it.each(['%', '_', 'c_dar', '\\'])('treats the keyword %s literally, not as a pattern', async (keyword) => {
      expect(referenceSearch({ keyword })).toEqual([]);
      const page = await search({ keyword });
      expect(page.count).toBe(0);
    });

    it('matches any combination of filters as the reference search does', async () => {
      const filters = fc.record(
        {
          plan_type: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
          garage_type: fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }),
          collections: fc.subarray([6, 9, 10, 17, 18, 21], { minLength: 1 }),
          additional_rooms: fc.subarray([1, 2, 5, 9, 11], { minLength: 1 }),
          bedrooms: fc.integer({ min: 1, max: 5 }),
          floors: fc.integer({ min: 1, max: 3 }),
          min_sq_ft: fc.integer({ min: 0, max: 3000 }),
          max_footprint_width: fc.integer({ min: 20, max: 90 }),
          sort_by: fc.integer({ min: 1, max: 7 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(filters, async (chosen) => {
          const page = await search({ ...chosen, limit: 20 });
          const expected = referenceSearch(chosen);
          expect(page.count).toBe(expected.length);
          expect(ids(page.data)).toEqual(expected.slice(0, 20));
        }),
        { numRuns: 40, seed: 20250601 },
      );
    });

    it.each(SORT_OPTIONS.map((option) => [option.label, option.code] as const))(
      'sorts by %s',
      async (_label, sortBy) => {
        const first = await search({ sort_by: sortBy, limit: 25 });
        const second = await search({ sort_by: sortBy, limit: 25, pagination: 1 });
        expect([...ids(first.data), ...ids(second.data)]).toEqual(referenceSearch({ sort_by: sortBy }).slice(0, 50));
      },
    );

    it('pages through every match once, with the total on every page', async () => {
      const filters: PlanFilters = { plan_type: [1], sort_by: 3 };
      const expected = referenceSearch(filters);
      const seen: number[] = [];
      for (let page = 0; page * 30 < expected.length; page += 1) {
        const result = await search({ ...filters, limit: 30, pagination: page });
        expect(result).toMatchObject({ count: expected.length, page, limit: 30 });
        seen.push(...ids(result.data));
      }
      expect(seen).toEqual(expected);
      const beyond = await search({ ...filters, limit: 30, pagination: Math.ceil(expected.length / 30) });
      expect(beyond).toMatchObject({ data: [], count: expected.length });
    });

    it('refuses unknown parameters instead of ignoring them', async () => {
      await expectError('/api/user/properties?bedroom=3', 400, "Unknown query parameter 'bedroom'.");
    });

    it.each([
      ['a number that is not one', 'min_sq_ft=big', /min_sq_ft.*whole number/],
      ['a negative page', 'pagination=-1', /pagination.*whole number/],
      ['a page size over the maximum', `limit=${MAX_PAGE_SIZE + 1}`, /limit.*between 1 and 100/],
      ['a page size of zero', 'limit=0', /limit.*between 1 and 100/],
      ['an unknown code', 'plan_type=%5B9%5D', /plan_type.*unknown value '9'/],
      ['a list that is not of codes', 'collections=%5Babc%5D', /collections.*unknown value 'abc'/],
      ['an unknown sort', 'sort_by=8', /sort_by.*one of/],
      ['an unknown count code', 'bedrooms=6', /bedrooms.*one of/],
      ['an unknown plan style', 'plan_style_id=99', /Unknown plan style '99'/],
      ['a filter given twice', 'limit=1&limit=2', /limit/],
      ['a keyword over 100 characters', `keyword=${'a'.repeat(101)}`, /keyword/],
      ['a keyword of more than 8 words', `keyword=${encodeURIComponent('a b c d e f g h i')}`, /at most 8 words/],
      ['a keyword with a control character', 'keyword=a%01b', /keyword/],
    ])('refuses %s with a 400 and a clear message', async (_label, query, message) => {
      await expectError(`/api/user/properties?${query}`, 400, message);
    });
  });

  describe('GET /api/user/property/:id', () => {
    it('answers every detail of a plan', async () => {
      const plan = REFERENCE_PLANS[1];
      if (!plan) throw new Error('no reference plan');
      const response = await get<ApiEnvelope<PlanDetail>>(`/api/user/property/${plan.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.body.data;
      expect(detail).toMatchObject({
        _id: String(plan.id),
        name: plan.name,
        plan_number: plan.plan_number,
        price: plan.price_cents,
        sq_ft: plan.sq_ft,
        beds: plan.beds,
        baths: plan.full_bathrooms + plan.half_bathrooms / 2,
        full_bathrooms: plan.full_bathrooms,
        half_bathrooms: plan.half_bathrooms,
        story: plan.story,
        cars: plan.cars,
        description: plan.description,
        plan_details: plan.plan_details,
        included: plan.included,
        not_included: plan.not_included,
        different_foundation: plan.standard_foundation,
        kitchen_dinning: plan.kitchen_dining,
        laundry_location: plan.laundry_locations,
        foundation: plan.foundations,
        collections: plan.collections,
        footprint_width: plan.footprint_width,
        roof_primary_pitch: plan.roof_primary_pitch,
        plan_style_id: {
          _id: String(plan.style_id),
          name: ARCHITECTURAL_STYLES.find((style) => style.code === plan.style_id)?.label,
        },
        is_liked: false,
      });
      expect(detail.floor_images).toHaveLength(plan.story);
      expect(new Date(detail.created_at).toISOString()).toBe(detail.created_at);
    });

    it("answers 404 'No property found.' for a plan that does not exist", async () => {
      await expectError('/api/user/property/999999', 404, /^No property found\.$/);
    });

    it.each(['abc', '0', '1.5', '99999999999'])('refuses the id %s with a 400', async (id) => {
      await expectError(`/api/user/property/${id}`, 400, /path parameter 'id'/);
    });
  });

  describe('GET /api/user/user/property (plan-number search)', () => {
    it('finds a plan by its exact number, ignoring case and surrounding spaces', async () => {
      const plan = REFERENCE_PLANS[41];
      if (!plan) throw new Error('no reference plan');
      const query = encodeURIComponent(`  ${plan.plan_number.toLowerCase()} `);
      const response = await get<ApiEnvelope<PlanSummary>>(`/api/user/user/property?plan_number=${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toMatchObject({
        _id: String(plan.id),
        plan_number: plan.plan_number,
        name: plan.name,
      });
    });

    it.each(['#', '# ', '##'])("ignores the '%s' plan cards show before a number", async (mark) => {
      const plan = REFERENCE_PLANS[41];
      if (!plan) throw new Error('no reference plan');
      const query = encodeURIComponent(`${mark}${plan.plan_number.toLowerCase()}`);
      const response = await get<ApiEnvelope<PlanSummary>>(`/api/user/user/property?plan_number=${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toMatchObject({ _id: String(plan.id) });
    });

    it('does not match a part of a plan number', async () => {
      const plan = REFERENCE_PLANS[41];
      await expectError(
        `/api/user/user/property?plan_number=${plan?.plan_number.slice(0, 4)}`,
        404,
        /^Property not found\. Please check the plan number and try again\.$/,
      );
    });

    it('asks for a plan number when none is given', async () => {
      await expectError('/api/user/user/property?plan_number=%20', 400, /plan number/);
      await expectError('/api/user/user/property?plan_number=%23', 400, /plan number/);
      await expectError('/api/user/user/property', 400, /'plan_number' is required/);
    });
  });

  describe('GET /api/user/plan-styles', () => {
    it('answers the 48 styles in code order, each with its tile', async () => {
      const response = await get<ApiEnvelope<PlanStyle[]>>('/api/user/plan-styles');
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toEqual(
        ARCHITECTURAL_STYLES.map((style) => ({
          _id: String(style.code),
          name: style.label,
          image: styleTileUrl(style.code),
        })),
      );
    });

    it('answers only the first styles when given a limit', async () => {
      const response = await get<ApiEnvelope<PlanStyle[]>>('/api/user/plan-styles?limit=6');
      expect(response.body.data.map((style) => style.name)).toEqual(
        ARCHITECTURAL_STYLES.slice(0, 6).map((style) => style.label),
      );
    });

    it('refuses a bad limit', async () => {
      await expectError('/api/user/plan-styles?limit=0', 400, /limit/);
      await expectError('/api/user/plan-styles?limit=ten', 400, /limit/);
    });
  });

  describe('GET /api/user/related-properties', () => {
    it('answers plans of the style, most popular first, when not asked about a plan', async () => {
      const expected = REFERENCE_PLANS.filter((other) => other.style_id === 1)
        .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id)
        .map((other) => other.id);
      expect(expected.length).toBeGreaterThan(1);
      const response = await get<ApiEnvelope<PlanSummary[]>>('/api/user/related-properties?plan_style_id=1&limit=50');
      expect(response.statusCode).toBe(200);
      expect(ids(response.body.data)).toEqual(expected.slice(0, 50));
    });

    // The ranking over the whole catalogue is checked in seededCatalogue.test.ts.
    it('answers plans like the plan without the plan itself: its style and type first', async () => {
      const plan = REFERENCE_PLANS.find((candidate) => candidate.style_id === 1 && candidate.plan_type === 1);
      if (!plan) throw new Error('no reference plan');
      const alike = REFERENCE_PLANS.filter(
        (other) => other.id !== plan.id && other.style_id === plan.style_id && other.plan_type === plan.plan_type,
      ).map((other) => other.id);
      expect(alike.length).toBeGreaterThan(1);
      const response = await get<ApiEnvelope<PlanSummary[]>>(
        `/api/user/related-properties?plan_style_id=${plan.style_id}&property_id=${plan.id}&limit=50`,
      );
      expect(response.statusCode).toBe(200);
      const related = ids(response.body.data);
      expect(related).not.toContain(plan.id);
      expect([...related.slice(0, alike.length)].sort((a, b) => a - b)).toEqual(alike);
    });

    it('answers 10 plans by default', async () => {
      const response = await get<ApiEnvelope<PlanSummary[]>>('/api/user/related-properties?plan_style_id=1');
      expect(response.body.data).toHaveLength(
        Math.min(10, REFERENCE_PLANS.filter((plan) => plan.style_id === 1).length),
      );
    });

    it('refuses a limit over 50, an unknown style and a missing style', async () => {
      await expectError('/api/user/related-properties?plan_style_id=1&limit=51', 400, /limit/);
      await expectError('/api/user/related-properties?plan_style_id=49', 400, /Unknown plan style '49'/);
      await expectError('/api/user/related-properties?property_id=1', 400, /'plan_style_id' is required/);
    });
  });

  describe('the rest of the API', () => {
    it('answers the health check cheaply', async () => {
      const response = await get<ApiEnvelope<{ uptime: number }>>('/api/user/health');
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({ status: 200, message: 'ok', data: { uptime: expect.any(Number) } });
    });

    it('answers unknown API routes and methods with the 404 envelope', async () => {
      await expectError('/api/user/no-such-thing', 404, /No such endpoint: GET \/api\/user\/no-such-thing/);
      const response = await app.inject({ method: 'POST', url: '/api/user/properties' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'No such endpoint: POST /api/user/properties' });
    });
  });
});
