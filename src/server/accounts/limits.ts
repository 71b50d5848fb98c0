/** Server-side lifetimes and limits of issue 4 (the spec's own constants live in the engine). */
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
