// Computer players' pacing and thinking budget. The bots themselves are in the
// engine (botThink and botPlay, run in the engine worker so the page stays
// responsive and never holds an answer that names a computer's hidden cards).
import type { BotLevel } from '../engine/client';

/** Thinking time of each level (only the strong level searches). */
export function budgetMs(level: BotLevel, strongBudgetMs: number): number {
  return level === 'strong' ? strongBudgetMs : 0;
}

/** A fresh seed for one bot decision (a whole number a JS number holds exactly). */
export function botSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.max(0, ms)));
}
