/**
 * The waiting room of a match for three or more seats: every seat, who has joined, the game and
 * its variant; the host's invitation and its Start button (once every seat is taken). When the
 * host starts, every page goes on to the match.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame } from '../../engine/game.js';
import type { SignalConfig } from '../../net/signal-config.js';
import { activate } from '../active.js';
import { GAME_UIS } from '../games/catalog.js';
import { go, route } from '../route.js';
import { loadGame } from '../games/load.js';
import { RoomController, storedRoom } from './room-controller.js';
import { joinLink } from './links.js';
import { InviteLink } from './invite-panel.js';
import { WatchBody, watchLink } from './watch-invite.js';
import { nameOrDefault } from '../player-name.js';

interface Open { readonly rc: RoomController; readonly title: string; readonly variant: number | null }
const current = signal<Open | null>(null);
const problem = signal<string | null>(null);

const titleOf = (id: string): string => GAME_UIS.find((g) => g.id === id)?.title ?? id;

/** Opens a waiting room as its host; returns its route. */
export function hostRoom(def: AnyGame, options: Json, name: string, timeoutMs: number, seats: number, variant: number, sig?: SignalConfig): string {
  current.value?.rc.close();
  const title = titleOf(def.id);
  const rc = RoomController.host(def, options, name, timeoutMs, seats, { title, variant }, sig);
  current.value = { rc, title, variant };
  return `#/room/${rc.hostId}`;
}

/** Joins a host's waiting room; returns its route. */
export function joinRoom(def: AnyGame, hostId: string, signalText: string | null, name: string, seats: number, title: string, variant: number | null): string {
  current.value?.rc.close();
  current.value = { rc: RoomController.join(def, hostId, signalText, name, seats, { title, variant }), title, variant };
  return `#/room/${hostId}`;
}

/** Turned away by a full table whose match had not begun: ask for a seat again (the host then says how to watch). */
function askAgain(open: Open): void {
  const r = storedRoom(open.rc.hostId);
  if (!r) return;
  open.rc.close();
  current.value = { ...open, rc: RoomController.join(open.rc.game, r.hostId, r.signal, nameOrDefault(1), r.seats, open) };
}

/** After a reload in the waiting room: the room this tab kept for the table, opened again. */
const restoring = new Set<string>();
function restore(hostId: string): void {
  const r = storedRoom(hostId);
  if (!r || restoring.has(hostId)) return;
  restoring.add(hostId);
  void loadGame(r.game)?.then((g) => {
    restoring.delete(hostId);
    if (current.value?.rc.hostId === hostId) return;
    current.value?.rc.close();
    current.value = { rc: RoomController.restore(r, g.def), title: r.title, variant: r.variant };
  });
}

export function RoomPage() {
  const table = route.value.parts[1];
  if (table && current.value?.rc.hostId !== table) restore(table);
  const open = current.value?.rc.hostId === table || !table ? current.value : null;
  const match = open?.rc.match.value ?? null;
  useEffect(() => {
    if (!match) return;
    activate(match);
    go(`#/match/${match.record.key}`);
  }, [match]);
  if (!open) {
    if (table && restoring.has(table)) return <main class="page"><p>Opening the waiting room…</p></main>;
    return (
      <main class="page">
        <p class="crumbs"><a href="#/">← Lobby</a></p>
        <h1>No waiting room on this page</h1>
        <p>A waiting room lives on the page that opened it. Open the join link again, or go back to the lobby.</p>
      </main>
    );
  }
  const { rc, title } = open;
  const view = rc.view.value;
  const conn = rc.connection.value;
  const taken = view?.taken ?? [];
  const free = taken.filter((s) => s === null).length;
  const variant = open.variant ?? null;
  const ui = GAME_UIS.find((g) => g.id === rc.game.id);
  const variantLabel = variant !== null ? ui?.variants[variant]?.label : undefined;
  const link = rc.hosting ? joinLink(location.origin, rc.hostId, rc.game.id, rc.signalText, { host: taken[0]?.name ?? '', ...(variant !== null ? { variant } : {}) }) : null;
  const start = () => { problem.value = rc.start(); };
  const binding = rc.fullWatch.value;
  const watch = binding ? watchLink(location.origin, rc.hostId, rc.game.id, binding, rc.signalText) : null;
  return (
    <main class="page room">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>Waiting room — {title}</h1>
      {variantLabel && <p class="lede">{variantLabel}</p>}
      {conn.error?.kind === 'table-full' ? (
        <section class="room-full" role="alert">
          <h2>This table is full</h2>
          <p class="net-help">{conn.error.message}</p>
          {watch ? (
            <p><a class="button primary" href={watch}>Watch this match instead</a></p>
          ) : (
            <p>The players have not started yet. Once they have, you can watch the match instead.{' '}
              <button type="button" class="primary" onClick={() => askAgain(open)}>Watch this match instead</button></p>
          )}
          <p><a href="#/">Back to the lobby</a></p>
        </section>
      ) : (
        <>
          <ol class="room-seats" aria-label="Seats">
            {(taken.length ? taken : [null]).map((s, i) => (
              <li key={i} class={s ? 'taken' : 'free'}>
                {s ? <><strong>{s.name || `Player ${i + 1}`}</strong>{i === 0 ? ' (host)' : ''}{view?.you === i ? ' — you' : ''}</> : <span class="waiting">waiting for a player…</span>}
              </li>
            ))}
          </ol>
          {!view && <p role="status">{conn.error ? conn.error.message : 'Connecting to the host…'}</p>}
          {link && (
            <section class="invite" aria-label="Invite">
              <h2>Invite the other players</h2>
              <p>Send everyone the same link, or let them scan the code. The seats fill in the order people join.</p>
              <InviteLink link={link} />
            </section>
          )}
          {link && (
            <section class="watch-invite" aria-label="Let others watch">
              <h2>Let others watch</h2>
              <WatchBody link={null} pending={'Anyone can follow the match live once it has begun: whoever opens the join link after every seat is '
                + 'taken is offered to watch, and each player finds the watch link under "Let others watch", below the table.'} />
            </section>
          )}
          {rc.hosting ? (
            <p>
              <button type="button" class="primary" disabled={free > 0 || taken.length === 0} onClick={start}>Start the match</button>
              {' '}{free > 0 ? `${free} seat${free === 1 ? '' : 's'} still free` : 'Every seat is taken'}
            </p>
          ) : view && <p role="status">Waiting for {taken[0]?.name || 'the host'} to start the match.</p>}
          {problem.value && <p class="net-help">{problem.value}</p>}
        </>
      )}
    </main>
  );
}
