/** npm start: serve the built app and a PeerServer on every interface; print where. */
import { networkInterfaces } from 'node:os';
import { startHost } from './app.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

startHost({ port, host, dist: 'dist' }).then(({ port: p }) => {
  console.log('Facedown is running. Open one of these in a browser:');
  console.log(`  this machine:  http://localhost:${p}/`);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) console.log(`  on your LAN:   http://${a.address}:${p}/`);
    }
  }
  console.log('Signaling (PeerServer) is on the same port at /peerjs. Press Ctrl+C to stop.');
}, (e: Error) => {
  console.error(`could not start: ${e.message}`);
  process.exit(1);
});
