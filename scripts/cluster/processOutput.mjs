// Where a started process's output goes: the console, each line behind the process's name, or a log file.
import { Writable } from 'node:stream';

/**
 * A stream that prints each complete line as `[name] line`.
 * @param {string} name
 * @returns {Writable}
 */
export function prefixedConsole(name) {
  let pending = '';
  return new Writable({
    write(chunk, _encoding, done) {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
      done();
    },
    final(done) {
      if (pending) console.log(`[${name}] ${pending}`);
      done();
    },
  });
}

/**
 * Pipes a child's stdout and stderr into `output` without ending it (a restarted process writes on).
 * @param {import('node:child_process').ChildProcess} child
 * @param {Writable} output
 */
export function pipeOutput(child, output) {
  child.stdout?.pipe(output, { end: false });
  child.stderr?.pipe(output, { end: false });
}
