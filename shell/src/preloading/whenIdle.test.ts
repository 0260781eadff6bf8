import { whenIdle } from './whenIdle';

let idleTasks: IdleRequestCallback[] = [];
const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = (task) => idleTasks.push(task);
  window.cancelIdleCallback = (handle) => {
    idleTasks[handle - 1] = () => undefined;
  };
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenIdle', () => {
  it('waits for the load event of a page still loading, then for the browser to be idle', () => {
    setReadyState('interactive');
    const task = jest.fn();
    whenIdle(task);
    expect(idleTasks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idleTasks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleTasks[0]?.(idleDeadline);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle time on a page already loaded', () => {
    setReadyState('complete');
    const task = jest.fn();
    whenIdle(task);
    idleTasks[0]?.(idleDeadline);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before the load', () => {
    setReadyState('loading');
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    for (const idle of idleTasks) idle(idleDeadline);
    expect(task).not.toHaveBeenCalled();
  });
});
