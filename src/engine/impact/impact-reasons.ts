// Why publishing a draft changes a stored application; its own file so the wire contract can name
// the reasons without loading the judgement (and the definitions it reads).
export const IMPACT_REASONS = [
  'removed-key',
  'removed-option',
  'new-required',
  'now-hidden',
] as const;
export type ImpactReason = (typeof IMPACT_REASONS)[number];
