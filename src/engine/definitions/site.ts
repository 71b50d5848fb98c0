// The institution's settings (forms/site.json of the active set) and the {site.x} placeholders
// texts may use.
import type { SiteConfig } from '../types';
import { activeView } from './active-definitions';

export { interpolateSite, siteValue, unknownSitePlaceholders } from './site-texts';

export const site: SiteConfig = activeView((set) => set.site);
