// Declarations of embed.mjs: the same API as embed.js (see embed.d.ts).
export * from './embed.js';
