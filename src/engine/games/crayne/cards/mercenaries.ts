/**
 * The 18 Mercenaries. They belong to no faction (no faction discounts) and print no Attack or
 * Defence of their own: each offers a choice, made at the start of the Attack Phase.
 */
import type { Card } from '../types.js';
import { asStronghold, card, choose, ignoreStrongholds, option, plus, vsStronghold } from './build.js';

const M = 'mercenary';
const A = (n: number) => plus('attack', n);
const D = (n: number) => plus('defence', n);
const R = (n: number) => plus('revenue', n);

export const MERCENARIES: readonly Card[] = [
  card(M, 'sellsword', 'Sellsword', { cost: 2 }, [choose(option(A(3)), option(D(3)))]),
  card(M, 'desert-nomads', 'Desert Nomads', { cost: 2 }, [choose(option(A(3)), option(A(2), R(1)))]),
  card(M, 'caravan-guards', 'Caravan Guards', { cost: 2 }, [choose(option(A(1), D(2)), option(R(2)))]),
  card(M, 'tunnel-rats', 'Tunnel Rats', { cost: 2 }, [choose(option(A(2), ignoreStrongholds), option(D(3)))]),
  card(M, 'hedge-knight', 'Hedge Knight', { cost: 3 }, [choose(option(A(4)), option(D(4)))]),
  card(M, 'freelance-crossbows', 'Freelance Crossbows', { cost: 3 }, [choose(option(A(4)), option(A(2), vsStronghold(3)))]),
  card(M, 'duelist', 'Duelist', { cost: 3 }, [choose(option(A(4)), option(A(2), D(2)))]),
  card(M, 'highway-robbers', 'Highway Robbers', { cost: 3 }, [choose(option(A(3), R(1)), option(R(3)))]),
  card(M, 'pikemen-for-hire', 'Pikemen for Hire', { cost: 3 }, [choose(option(A(2), D(2)), option(D(4)))]),
  card(M, 'hedge-wizard', 'Hedge Wizard', { cost: 4 }, [choose(option(A(4), ignoreStrongholds), option(D(5)))]),
  card(M, 'bounty-hunter', 'Bounty Hunter', { cost: 4 }, [choose(option(A(5)), option(A(3), D(2)))]),
  card(M, 'berserker', 'Berserker', { cost: 4 }, [choose(option(A(6)), option(A(4), D(1)))]),
  card(M, 'fortress-builders', 'Fortress Builders', { cost: 4 }, [choose(option(D(4)), option(asStronghold(5)))]),
  card(M, 'siege-engineers', 'Siege Engineers', { cost: 4 }, [choose(option(A(3), vsStronghold(3)), option(asStronghold(4)))]),
  card(M, 'mercenary-captain', 'Mercenary Captain', { cost: 5 }, [choose(option(A(5), D(1)), option(A(3), D(3)))]),
  card(M, 'wandering-ogre', 'Wandering Ogre', { cost: 5 }, [choose(option(A(7)), option(D(5)))]),
  card(M, 'war-elephants', 'War Elephants', { cost: 5 }, [choose(option(A(6)), option(asStronghold(5)))]),
  card(M, 'veteran-company', 'Veteran Company', { cost: 5 }, [choose(option(A(6)), option(D(6)), option(A(3), D(3)))]),
];
