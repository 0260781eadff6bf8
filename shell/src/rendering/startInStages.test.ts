import { startInStages } from './startInStages';

describe('startInStages', () => {
  it('runs each stage in a task of its own, in order, leaving the browser a turn between them', async () => {
    const ran: string[] = [];
    const started = startInStages([
      () => {
        ran.push('libraries');
        // Work the browser has waiting when the first stage ends (a tap, a frame) runs before the next stage.
        setTimeout(() => ran.push('waiting work'), 0);
        return Promise.resolve();
      },
      () => {
        ran.push('shell');
        return Promise.resolve();
      },
    ]);
    // Not in the entry script's own task.
    expect(ran).toEqual([]);
    await started;
    expect(ran).toEqual(['libraries', 'waiting work', 'shell']);
  });

  it('stops at a stage that fails, with its error', async () => {
    const later = jest.fn(() => Promise.resolve());
    await expect(startInStages([() => Promise.reject(new Error('chunk failed')), later])).rejects.toThrow(
      'chunk failed',
    );
    expect(later).not.toHaveBeenCalled();
  });
});
