// Who sits at the table: a person (hot-seat) or a computer player of some level.
import type { BotLevel } from '../engine/client';

export type Seat = { name: string; type: 'person' } | { name: string; type: 'computer'; level: BotLevel };

export const LEVELS: BotLevel[] = ['random', 'heuristic', 'strong'];

export function isSeat(x: unknown): x is Seat {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  if (typeof s.name !== 'string' || !s.name) return false;
  return s.type === 'person' || (s.type === 'computer' && LEVELS.includes(s.level as BotLevel));
}

export function humans(seats: Seat[]): number[] {
  return seats.flatMap((s, i) => (s.type === 'person' ? [i] : []));
}
