import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

/** A task the browser already has waiting (a tap, a frame), queued the way `nextTask` queues its own. */
function queueWaitingWork(ran: string[], useMessage: boolean): void {
  if (!useMessage) {
    setTimeout(() => ran.push('waiting work'), 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    ran.push('waiting work');
  };
  channel.port2.postMessage(null);
}

async function order(useMessage: boolean): Promise<string[]> {
  const ran: string[] = [];
  queueWaitingWork(ran, useMessage);
  const waited = nextTask().then(() => ran.push('after the turn'));
  ran.push('rest of this task');
  await waited;
  return ran;
}

describe('nextTask', () => {
  it('resolves by a message, after the rest of the task and the work already waiting', async () => {
    // jsdom has none: Node's stands for the browser's.
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    try {
      expect(await order(true)).toEqual(['rest of this task', 'waiting work', 'after the turn']);
    } finally {
      Reflect.deleteProperty(globalThis, 'MessageChannel');
    }
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    expect(typeof MessageChannel).toBe('undefined');
    expect(await order(false)).toEqual(['rest of this task', 'waiting work', 'after the turn']);
  });
});
