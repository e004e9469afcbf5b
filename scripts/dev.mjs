// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module
// replacement (Vite, proxying /api and the websocket to the API). Open http://127.0.0.1:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@debut/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@debut/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
