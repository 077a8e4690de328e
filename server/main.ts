/** npm start: serve the built app and a PeerServer on every interface; print where. */
import { networkInterfaces } from 'node:os';
import { startHost } from './app.js';
import { networkSettings } from './settings.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const network = networkSettings(process.env, process.argv.slice(2));
if (typeof network === 'string') {
  console.error(`could not start: ${network}`);
  process.exit(1);
}

startHost({ port, host, dist: 'dist', network }).then(({ port: p }) => {
  console.log('Facedown is running. Open one of these in a browser:');
  console.log(`  this machine:  http://localhost:${p}/`);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) console.log(`  on your LAN:   http://${a.address}:${p}/`);
    }
  }
  if (network.ownSignal) console.log('Signaling (PeerServer) is on the same port at /peerjs.');
  if (network.stun.length) console.log(`STUN: ${network.stun.join(', ')}`);
  if (network.turn) console.log(`Relay (TURN): ${network.turn.uris.join(', ')}; credentials last ${network.turn.ttl} s${network.relayOnly ? '; every connection is relayed' : ''}`);
  if (network.signals.length) console.log(`Fallback signaling servers: ${network.signals.join(', ')}`);
  console.log('Press Ctrl+C to stop.');
}, (e: Error) => {
  console.error(`could not start: ${e.message}`);
  process.exit(1);
});
