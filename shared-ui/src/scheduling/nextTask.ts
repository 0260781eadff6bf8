// A phone counts every stretch of script over 50 ms as a long task: the page ignores taps meanwhile, and Total
// Blocking Time adds up what each one runs over. The store's start (the shell's stages, the federation runtime's
// steps of a load) waits for this between its stretches, so that the browser has its turn between them.

/**
 * Resolves in a task of its own, after whatever the browser has waiting (input, a frame). A message, not a timer: a
 * tab opened in the background clamps its timers to a second, which would hold up its start and eat into a remote
 * load's time limit.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
