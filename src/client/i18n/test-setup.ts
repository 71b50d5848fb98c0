// Vitest: components render in English, as a page does once main.tsx has loaded the catalogue.
import { languageStore } from './language-store';
import en from './messages/en.json';

languageStore.getState().use('en', en);
