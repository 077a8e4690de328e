/**
 * The beacon values of a step: from the contributing seats' messages or, in protocol 3, from the
 * values they sent ahead (docs/PROTOCOL.md, "Beacon values sent ahead"), each checked against
 * its seat's chain, and the protocol 2 rules for extending a chain.
 */
import { fromHex } from '../../crypto/bytes.js';
import { beaconFollows } from '../../crypto/beacon.js';
import type { Seat } from '../../engine/game.js';
import { type Result, err, ok } from '../../result.js';
import type { MachineState, MatchConfig, SeatInput, StepEvent } from './types.js';

type BeaconPatch = Pick<MachineState, 'beacons' | 'left' | 'ahead'>;

/**
 * Protocol 3: takes the beacon values the inputs send ahead (each must hash to the one before in
 * its seat's chain, and none may be a chain's last value, which must come with its extension).
 * `burn` first drops every value still waiting: a step that asks a choice.
 */
export function carryAhead(
  s: Pick<MachineState, 'beacons' | 'left' | 'ahead'>, inputs: readonly SeatInput[], burn: boolean,
): Result<Partial<BeaconPatch>, { seat: Seat; reason: string }> {
  if (!s.ahead) return ok({});
  // Nothing sent ahead and nothing to burn: the state keeps its arrays (and their hashes).
  if (!inputs.some((x) => 'ahead' in x.body && x.body.ahead?.length) && (!burn || s.ahead.every((q) => q.length === 0))) return ok({});
  const anchors = [...s.beacons];
  const left = s.left ? [...s.left] : null;
  const queues = s.ahead.map((q) => (burn ? [] : [...q]));
  for (const x of inputs) {
    for (const v of ('ahead' in x.body ? x.body.ahead : undefined) ?? []) {
      const anchor = anchors[x.seat];
      if (anchor === undefined || !beaconFollows(fromHex(v), fromHex(anchor))) {
        return err({ seat: x.seat, reason: 'a beacon value it sent ahead does not hash to the previous one in its chain' });
      }
      if (left && (left[x.seat] ?? 0) <= 1) {
        return err({ seat: x.seat, reason: 'sent ahead the last value of its beacon chain (that one must come in a beacon message, with its extension)' });
      }
      anchors[x.seat] = v;
      if (left) left[x.seat] = (left[x.seat] ?? 0) - 1;
      queues[x.seat]?.push(v);
    }
  }
  return ok({ beacons: anchors, ...(left ? { left } : {}), ahead: queues });
}

/**
 * The beacon values of a beacon step, in seat order: from each contributing seat's message, or
 * (protocol 3) the first of the values it sent ahead. Then the values the messages send ahead.
 */
export function takeBeacons(
  cfg: MatchConfig, s: MachineState, everyone: readonly Seat[], inputs: readonly SeatInput[], events: StepEvent[],
): Result<{ patch: BeaconPatch; xs: string[] }, { seat: Seat; reason: string }> {
  const anchors = [...s.beacons];
  const left = s.left ? [...s.left] : null;
  const queues = s.ahead ? s.ahead.map((q) => [...q]) : null;
  const xs: string[] = [];
  for (const seat of everyone) {
    const input = inputs.find((x) => x.seat === seat);
    events.push({ kind: 'beacon', seat });
    if (!input) {
      const x = queues?.[seat]?.shift();
      if (x === undefined) return err({ seat, reason: 'unreachable: no beacon value' });
      xs.push(x);
      continue;
    }
    const body = input.body as { x: string; extend?: string };
    const anchor = anchors[seat];
    if (anchor === undefined || !beaconFollows(fromHex(body.x), fromHex(anchor))) {
      return err({ seat, reason: 'the beacon value does not hash to the previous one in its chain' });
    }
    if (left) {
      // Protocol 2: a chain is extended with its last value, and only then.
      const last = left[seat] === 1;
      if (body.extend !== undefined && !last) return err({ seat, reason: `extended its beacon chain with ${(left[seat] ?? 0) - 1} value(s) still unused after this one (only the last value may carry an extension)` });
      if (body.extend === undefined && last) return err({ seat, reason: 'revealed the last value of its beacon chain without extending it' });
      left[seat] = last ? (cfg.chainLengths?.[seat] ?? 0) : (left[seat] ?? 0) - 1;
    }
    anchors[seat] = body.extend ?? body.x;
    xs.push(body.x);
  }
  const base: { beacons: string[]; left?: number[]; ahead?: string[][] } = { beacons: anchors };
  if (left) base.left = left;
  if (queues) base.ahead = queues;
  const carried = carryAhead(base, inputs, false);
  if (!carried.ok) return carried;
  // Values sent ahead replace the patch's arrays; most steps carry none (no copy then).
  return ok({ patch: carried.value.beacons ? { ...base, ...carried.value } : base, xs });
}

