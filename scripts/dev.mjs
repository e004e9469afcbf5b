// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module
// replacement (Vite, proxying /api and the websocket to the API). Open http://127.0.0.1:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The workspace script runs inside apps/server: keep the data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.resolve('data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@debut/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@debut/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
