// The base styles first, so every component's stylesheet comes after them in the cascade.
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
// The application pages' and the account cards' styles too: one stylesheet for the shell and
// every page a visitor lands on, which the server writes into the HTML (inline-styles.ts), so
// no page's first paint waits for a second stylesheet. Their components import them as well.
import './form/form.css';
import './layout/auth.css';
import './form/widgets/combobox/combobox.css';
import './features/autosave/save-status.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { registerNavigator } from './app/navigation';
import { readLocationState } from './app/location-state';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { routerSettled } from './app/router-settled';
import { renderingWithoutHydration } from './app/use-hydrated';
import { installUnauthorizedHandler } from './app/unauthorized';
import { installAutosave } from './features/autosave/autosave';
import { installStaleBuildReload } from './app/install-stale-build';
import { takeSessionSnapshot } from './features/session/session-snapshot';
import { initialLanguage } from './i18n/initial-language';
import { rememberLanguage, showLanguage } from './i18n/switch-language';
import { DEFAULT_LANGUAGE, isEnglishOnly, LANGUAGE_PARAM } from '../contracts/language';

// The page is shown in the language the server chose (<html lang>) unless the address or the
// visitor's cookie says otherwise; `?lang=` is a choice, remembered (the server remembers it
// too, before the first paint; this covers a page Vite's dev server sent). The staff workspace
// and the staff print view (`?service_token=`) stay in English. The catalogue (preloaded by the
// server) loads before the router starts, so every message a loader or a failed call writes is
// in it.
const englishOnly = isEnglishOnly(location.pathname, new URLSearchParams(location.search));
const language = englishOnly
  ? DEFAULT_LANGUAGE
  : initialLanguage(location.search, document.cookie, document.documentElement.lang);
const sentInIt = language === document.documentElement.lang;
if (!englishOnly && new URLSearchParams(location.search).has(LANGUAGE_PARAM))
  rememberLanguage(language);
await showLanguage(language);

takeSessionSnapshot(queryClient);
const router = createAppRouter();
registerNavigator((to, options) => router.navigate(to, options));
installUnauthorizedHandler();
installAutosave();
installStaleBuildReload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
// The server sends a visitor's page prerendered (scripts/vite-plugin-prerender.ts): it is
// hydrated once the router has loaded the page's code and run its loader, so the first render
// is that page and not the loading spinner. A page carried in navigation state (a message,
// answers), or sent in another language, is not what was prerendered: it is drawn afresh.
// Either way React works in a transition, which yields to the browser every few milliseconds
// instead of building the whole page in one long task that input would wait behind (issue 20).
const prerendered = root.firstElementChild !== null;
const carried = Object.keys(readLocationState(router.state.location.state)).length > 0;
if (prerendered && !carried && sentInIt) {
  void routerSettled(router).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  if (prerendered) root.replaceChildren();
  renderingWithoutHydration();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
