// Runs the server as a child and never lets its death pass for success: a child killed by a signal
// it was not sent, or exiting non-zero, is reported with the signal or code and its last lines of
// output, and the launcher exits non-zero. SIGINT, SIGTERM and SIGHUP sent to the launcher are passed
// on once, and the server stopping because of them is a clean stop. The server has a process group of
// its own, so Ctrl+C in a terminal reaches it once, through the launcher: a second SIGINT straight
// from the terminal would cut its graceful shutdown short.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const KEPT_LINES = 20;
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Keeps the last lines written to a stream while passing everything through to `out`. */
function tee(stream, out, lines) {
  let partial = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  });
  stream.on('end', () => {
    if (partial) lines.push(partial);
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  });
}

/**
 * Starts `node args...` and resolves with the exit code the launcher should end with.
 * `name` names the child in the report ("The server").
 */
export function supervise({ node, args, env, name = 'The server' }) {
  return new Promise((resolveExit) => {
    const child = spawn(node, args, { env, stdio: ['inherit', 'pipe', 'pipe'], detached: true });
    const lines = [];
    tee(child.stdout, process.stdout, lines);
    tee(child.stderr, process.stderr, lines);
    let forwarded = null;
    const forward = (signal) => {
      if (forwarded !== null) return;
      forwarded = signal;
      child.kill(signal);
    };
    for (const signal of FORWARDED) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`${name} could not be started: ${error.message}`);
      resolveExit(1);
    });
    child.on('close', (code, signal) => {
      for (const each of FORWARDED) process.off(each, forward);
      const stoppedAsAsked = forwarded !== null && (code === 0 || signal === forwarded);
      if (code === 0 || stoppedAsAsked) return resolveExit(0);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const tail = lines.length
        ? `; its last lines:\n${lines.map((line) => `  ${line}`).join('\n')}`
        : '';
      console.error(`\n${name} ${how}${tail}`);
      resolveExit(signal ? 128 + (constants.signals[signal] ?? 0) : code || 1);
    });
  });
}
