/**
 * The institution's settings (forms/site.json), typed by the engine. Imported from the
 * engine's site module itself, so the page frame does not pull in the whole form engine.
 */
export { site } from '../../engine/definitions/site';
export type { SiteConfig } from '../../engine';
