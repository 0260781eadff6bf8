import { describeView, initialView, viewAfterKey, withFloor, withMode, type HouseView } from './houseView';
import { planGeometryFixture } from './planGeometryFixture';

const geometry = planGeometryFixture();

function press(view: HouseView, ...keys: string[]): HouseView {
  return keys.reduce((current, key) => viewAfterKey(current, geometry, key) ?? current, view);
}

describe('the 3D view by keyboard', () => {
  it('orbits: arrows turn and tilt, + and - zoom within limits', () => {
    const start = initialView(geometry);
    expect(describeView(start, geometry)).toBe('Orbit: the whole house, seen from the front-left, 25° up, 72 ft away.');
    const turned = press(start, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight');
    expect(turned.orbit.azimuth).toBe(30);
    expect(describeView(turned, geometry)).toContain('seen from the front-right');
    expect(press(start, ...Array<string>(20).fill('ArrowUp')).orbit.elevation).toBe(85);
    expect(press(start, '+').orbit.distance).toBeLessThan(start.orbit.distance);
    expect(press(start, ...Array<string>(40).fill('-')).orbit.distance).toBe(160);
    expect(viewAfterKey(start, geometry, 'x')).toBeNull();
  });

  it('walks at the front door into the house, turning and stepping, never through the outside walls', () => {
    const walking = withMode(initialView(geometry), geometry, 'walk');
    expect(describeView(walking, geometry)).toBe('Walk: first floor, in the Foyer, facing the rear.');
    const inside = press(walking, 'ArrowUp', 'w', 'w', 'w', 'w', 'w');
    expect(describeView(inside, geometry)).toBe('Walk: first floor, in the Great Room, facing the rear.');
    expect(describeView(press(inside, 'd', 'd', 'd', 'd', 'd', 'd'), geometry)).toContain('facing the right');
    expect(describeView(press(inside, 'ArrowLeft', 'a', 'a', 'a', 'a', 'a'), geometry)).toContain('facing the left');
    const far = press(inside, ...Array<string>(40).fill('w'));
    expect(far.walk.y).toBe(1);
    expect(press(walking, ...Array<string>(10).fill('s')).walk.y).toBe(35);
  });

  it('goes floor by floor: a floor chosen is seen roof off, and walked from its middle', () => {
    const second = withFloor(initialView(geometry), geometry, 2);
    expect(describeView(second, geometry)).toContain('Orbit: the second floor, roof off');
    const walking = withMode(second, geometry, 'walk');
    expect(describeView(walking, geometry)).toBe('Walk: second floor, in the Master Suite, facing the rear.');
  });
});
