// `npm run dev`: the API (restarted on change by tsx watch) behind the Vite dev server with hot reload.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const env = { ...process.env, API_PORT: apiPort };

const api = spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...env, PORT: apiPort, NODE_ENV: 'development' },
});
const web = spawn('npx', ['vite'], { stdio: 'inherit', env });

const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
