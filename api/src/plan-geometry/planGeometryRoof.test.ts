import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { ROOF_FORMS } from 'contracts/src/catalog/roofForms';
import { codeOf } from '../catalog/codeOf';
import { renderingTraits } from '../images/planRendering';
import { seededPlanWith } from '../plan-documents/planDocumentFixture';
import { planGeometryOf } from './planGeometry';

/** A two-storey house of the seeded catalogue, 60 ft wide and 40 deep, put in each style at each pitch. */
const house = seededPlanWith((plan) => plan.story === 2 && plan.beds >= 3).drawing;
const inStyle = (label: string, pitch = '8:12', width = 60, depth = 40) => ({
  ...house,
  style_id: codeOf(ARCHITECTURAL_STYLES, label),
  roof_primary_pitch: pitch,
  footprint_width: width,
  footprint_depth: depth,
  footprint_height: 40,
});

describe("a plan geometry's roof", () => {
  it.each([
    ['Colonial', '9:12', 'gable'],
    ['Ranch', '5:12', 'hip'],
    ['Modern', '2:12', 'flat'],
    ['Southwest', '2:12', 'parapet'],
    ['Contemporary', '4:12', 'shed'],
    ['Saltbox', '10:12', 'saltbox'],
    ['Carriage', '10:12', 'gambrel'],
    ['A-Frame', '21:12', 'a-frame'],
    ['Greek Revival', '7:12', 'front-gable'],
  ])("is the style's own: a %s house at %s has a %s roof", (label, pitch, form) => {
    expect(planGeometryOf(inStyle(label, pitch)).roof.form).toBe(form);
  });

  it('is the roof its elevation draws, for every style', () => {
    const forms = new Set<string>();
    for (const style of ARCHITECTURAL_STYLES) {
      for (const [pitch, width, depth] of [
        ['8:12', 60, 40],
        ['6:12', 30, 56],
      ] as const) {
        const plan = inStyle(style.label, pitch, width, depth);
        const form = planGeometryOf(plan).roof.form;
        // One of the drawing's roofs (a cross-gabled wing or a garage may have another).
        expect([style.label, renderingTraits(plan).roofs]).toEqual([style.label, expect.arrayContaining([form])]);
        forms.add(form);
      }
    }
    // Styles differ: most of the forms are somebody's.
    expect(forms.size).toBeGreaterThanOrEqual(ROOF_FORMS.length - 2);
  });

  it("rises at the plan's pitch, its ridge no higher than the plan says", () => {
    const gable = planGeometryOf(inStyle('Colonial', '9:12')).roof;
    // A 40 ft deep house: a ridge along the front, 20 ft of run either side at 9:12.
    expect(gable).toMatchObject({ ridgeAxis: 'x', pitch: 9, eaveHeight: 20.5, ridgeHeight: 35.5 });
    const steeper = planGeometryOf(inStyle('Colonial', '12:12')).roof;
    expect(steeper.ridgeHeight - steeper.eaveHeight).toBeCloseTo(19.5);
    expect(steeper.pitch).toBeCloseTo(11.7);
    const shed = planGeometryOf(inStyle('Contemporary', '4:12')).roof;
    // A shed's run is the whole span.
    expect(shed.ridgeHeight - shed.eaveHeight).toBeCloseTo((40 * 4) / 12);
    expect(planGeometryOf(inStyle('Modern', '2:12')).roof.ridgeHeight).toBe(21.5);
  });

  it("turns a front gable's ridge towards the street, and a deep gable house's too", () => {
    expect(planGeometryOf(inStyle('Greek Revival')).roof.ridgeAxis).toBe('y');
    const deep = planGeometryOf(inStyle('Colonial', '8:12', 30, 56)).roof;
    expect(deep).toMatchObject({ form: 'front-gable', ridgeAxis: 'y' });
  });

  it("brings an A-frame's slopes down past the walls to the ground", () => {
    const roof = planGeometryOf({ ...inStyle('A-Frame', '21:12'), story: 1 }).roof;
    expect(roof.form).toBe('a-frame');
    // From the walls' top, the slopes fall the whole height of the walls over the overhang.
    expect(roof.eaveHeight - (roof.overhang * roof.pitch) / 12).toBeCloseTo(0.5);
  });
});
