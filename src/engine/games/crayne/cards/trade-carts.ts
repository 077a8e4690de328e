/** Trade Carts: the 48 unaligned starting cards (8 per Lord). A Basic card of no faction. */
import type { Card } from '../types.js';
import { card } from './build.js';

export const TRADE_CART: Card = card('trade-cart', 'trade-cart', 'Trade Cart', { cost: 1, basic: true, copies: 48, revenue: 1 });

export const TRADE_CARTS: readonly Card[] = [TRADE_CART];
