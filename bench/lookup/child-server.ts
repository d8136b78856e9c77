import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  base: string;
  headers: Record<string, string>;
  /** What the server said it serves, for the benchmark's notes. */
  about: string;
  stop(): void;
}

/**
 * Starts one of the servers in ./ in its own Node process, so it never shares an event loop
 * with autocannon; resolves once it listens and has said its port (and headers) over IPC.
 */
export function startChildServer(file: string, readyWithinMs: number): Promise<ChildServer> {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start within ${readyWithinMs / 1000} s`));
    }, readyWithinMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code} before it listened`));
    });
    child.once('message', (message: { port: number; headers: Record<string, string>; about: string }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ base: `http://127.0.0.1:${message.port}`, headers: message.headers, about: message.about, stop: () => child.kill('SIGKILL') });
    });
  });
}
