import { act } from '@testing-library/react';
import { COMPARE_STORAGE_KEY, MAX_COMPARED_PLANS, useCompareStore } from './compareStore';

/** The module as a reloaded page gets it: a fresh store that starts from what localStorage holds. */
function reloadedStore(): typeof useCompareStore {
  let fresh: typeof import('./compareStore') | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import('./compareStore')>('./compareStore');
  });
  if (!fresh) throw new Error('the store did not load again');
  return fresh.useCompareStore;
}

const { add, remove } = useCompareStore.getState();
const planIds = () => useCompareStore.getState().planIds;

beforeEach(() => {
  useCompareStore.setState({ planIds: [] });
  localStorage.clear();
});

describe('the compare list', () => {
  it('adds plans in the order chosen, each once', () => {
    expect(add('7')).toBe(true);
    expect(add('3')).toBe(true);
    expect(add('7')).toBe(true);
    expect(planIds()).toEqual(['7', '3']);
  });

  it('refuses a fifth plan and keeps the four it has', () => {
    for (const id of ['1', '2', '3', '4']) add(id);
    expect(MAX_COMPARED_PLANS).toBe(4);
    expect(add('5')).toBe(false);
    expect(planIds()).toEqual(['1', '2', '3', '4']);
    expect(add('2')).toBe(true);
  });

  it('removes a plan, which makes room for another', () => {
    for (const id of ['1', '2', '3', '4']) add(id);
    remove('2');
    expect(planIds()).toEqual(['1', '3', '4']);
    expect(add('5')).toBe(true);
    expect(planIds()).toEqual(['1', '3', '4', '5']);
  });

  it('survives a reload: a fresh store reads back the list kept in localStorage', () => {
    add('11');
    add('12');
    remove('11');
    expect(reloadedStore().getState().planIds).toEqual(['12']);
  });

  it('reads a tampered list as plan ids only, at most four', () => {
    localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify({ state: { planIds: ['1', 2, null, '3', '4', '5', '6'] }, version: 0 }),
    );
    expect(reloadedStore().getState().planIds).toEqual(['1', '3', '4', '5']);
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(reloadedStore().getState().planIds).toEqual([]);
  });

  it('follows a change made in another tab', async () => {
    add('1');
    const otherTab = reloadedStore();
    otherTab.getState().add('2');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
      await Promise.resolve();
    });
    expect(planIds()).toEqual(['1', '2']);
  });
});
