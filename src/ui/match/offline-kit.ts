/** What only a match on this device needs (the in-memory transport, the bot that plays a seat): loaded for those alone. */
export { MemoryHub } from '../../net/memory-transport.js';
export { attachBot } from '../../net/headless.js';
export { randomBot } from '../../engine/bots.js';
