import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { codeOf } from '../catalog/codeOf';
import type { DatabaseHandle } from '../db/openDatabase';
import { REFERENCE_PLANS } from '../testing/referenceCatalog';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { findPlanDrawingFacts, type PlanDrawingFacts } from './drawingFacts';
import { drawPlanPicture } from './elevationDrawing';
import { renderingTraits } from './planRendering';

const SEEDED_PLANS = 40;

function roofPaths(svg: string): string[] {
  return [...svg.matchAll(/<path d="([^"]+)" class="roof"/g)].map((match) => match[1] ?? '');
}

const styleCode = (label: string) => codeOf(ARCHITECTURAL_STYLES, label);

// The drawing reads a plan's facts only: one database is enough to get them.
const [firstDatabase] = TEST_DATABASES;
if (!firstDatabase) throw new Error('TEST_DATABASES lists no database.');

describe('a plan drawn as built', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openSeededDatabase(firstDatabase[1], SEEDED_PLANS);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const facts = async (id: number): Promise<PlanDrawingFacts> => {
    const plan = await findPlanDrawingFacts(handle.db, id);
    if (!plan) throw new Error(`plan ${id} is not seeded`);
    return plan;
  };

  it('draws two plans of one style as two different houses', async () => {
    const twin = REFERENCE_PLANS.slice(0, SEEDED_PLANS).find((plan, index) =>
      REFERENCE_PLANS.slice(0, SEEDED_PLANS).some(
        (other, otherIndex) => otherIndex > index && other.style_id === plan.style_id,
      ),
    );
    const [first, second] = REFERENCE_PLANS.slice(0, SEEDED_PLANS).filter((plan) => plan.style_id === twin?.style_id);
    if (!first || !second) throw new Error('no two plans of one style');
    const [a, b] = [drawPlanPicture(await facts(first.id)), drawPlanPicture(await facts(second.id))];
    expect(a).not.toBe(b);
    expect(roofPaths(a)).not.toEqual(roofPaths(b));
  });

  it('draws the same plan facts as a different house in each style: roof, porch, materials, windows', async () => {
    const plan = {
      ...(await facts(1)),
      story: 2,
      footprint_width: 60,
      footprint_depth: 40,
      roof_primary_pitch: '8:12',
    };
    const inStyle = (label: string, pitch = '8:12') => ({
      ...plan,
      style_id: styleCode(label),
      roof_primary_pitch: pitch,
    });
    const expectations: Array<[string, string, Partial<ReturnType<typeof renderingTraits>>]> = [
      ['Colonial', '9:12', { porch: 'portico', windows: 'symmetric' }],
      ['Ranch', '5:12', { porch: 'stoop', windows: 'grouped' }],
      ['Modern', '2:12', { porch: 'none', windows: 'glass' }],
      ['Southwest', '2:12', { windows: 'small' }],
      ['Mediterranean', '4:12', { roofMaterial: 'tile', porch: 'arcade', windows: 'arched' }],
      ['Saltbox', '10:12', { porch: 'none' }],
      ['Carriage', '10:12', { porch: 'none' }],
      ['A-Frame', '21:12', { porch: 'deck', windows: 'glass' }],
      ['Greek Revival', '7:12', { porch: 'grand-portico' }],
    ];
    const roofs: Record<string, string> = {
      Colonial: 'gable',
      Ranch: 'hip',
      Modern: 'flat',
      Southwest: 'parapet',
      Mediterranean: 'hip',
      Saltbox: 'saltbox',
      Carriage: 'gambrel',
      'A-Frame': 'a-frame',
      'Greek Revival': 'front-gable',
    };
    const drawings = new Map<string, string>();
    for (const [label, pitch, traits] of expectations) {
      const house = inStyle(label, pitch);
      expect(renderingTraits(house)).toMatchObject(traits);
      expect(renderingTraits(house).roofs).toContain(roofs[label]);
      drawings.set(label, roofPaths(drawPlanPicture(house)).join(' '));
    }
    // Every style's roof is its own shape on the picture.
    expect(new Set(drawings.values()).size).toBe(drawings.size);
    // Colours and cladding come from the style's own palette.
    expect(renderingTraits(inStyle('Adobe', '1:12')).cladding).toBe('stucco');
    expect(renderingTraits(inStyle('Log')).cladding).toBe('logs');
  });

  it('puts the garage where the style does', async () => {
    const plan = {
      ...(await facts(1)),
      plan_type: 1,
      garage_type: 1,
      garage_location: 1,
      cars: 2,
      footprint_width: 70,
    };
    const garageOf = (label: string) => renderingTraits({ ...plan, style_id: styleCode(label) }).garage[0];
    expect(garageOf('Ranch')).toMatchObject({ face: 'front' });
    expect(garageOf('Ranch')?.z0).toBeLessThan(0);
    expect(garageOf('Contemporary')).toEqual({ face: 'front', z0: 0 });
    expect(garageOf('Colonial')?.face).not.toBe('front');
  });

  it("names the plan in the picture's title, escaped", async () => {
    const picture = drawPlanPicture({ ...(await facts(1)), name: 'The <Oak> & Pine' });
    expect(picture).toContain('<title id="t">The &lt;Oak&gt; &amp; Pine: front view');
    expect(picture).not.toMatch(/<script|on\w+=/i);
  });

  it('draws no two plans of a page of results alike', async () => {
    const page = await Promise.all(Array.from({ length: 24 }, (_, index) => facts(index + 1)));
    const traits = page.map((plan) => JSON.stringify(renderingTraits(plan)));
    const pictures = page.map((plan) => drawPlanPicture(plan));
    expect(new Set(pictures).size).toBe(24);
    // Beyond the drawing's bytes: no two share roof shape, materials, colours and garage all at once.
    expect(new Set(traits).size).toBe(24);
  });
});
