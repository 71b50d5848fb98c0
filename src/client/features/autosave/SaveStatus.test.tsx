// @vitest-environment jsdom
// The save status line in both languages (issues 30 and 32): the time of the last save on the
// institution's clock (forms/site.json: America/Denver), and in Spanish never "a las 1:05",
// which is wrong for one o'clock.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { useSessionStore } from '../../stores/session';
import { reportSaveState } from './save-state';
import { SaveStatus } from './SaveStatus';

// 1:05 p.m. in Denver on a winter day (UTC−7).
const ONE_O_FIVE = Date.UTC(2026, 10, 27, 20, 5);

afterEach(() => {
  cleanup();
  languageStore.getState().use('en', en);
  useSessionStore.setState(useSessionStore.getInitialState());
  reportSaveState({ kind: 'idle' });
});

function showSaved(): string {
  useSessionStore.setState({ is_logged_in: true });
  reportSaveState({ kind: 'saved', at: ONE_O_FIVE });
  render(<SaveStatus />);
  return screen.getByRole('status').textContent ?? '';
}

describe('the save status', () => {
  it('says when everything was saved, in English', () => {
    expect(showSaved()).toMatch(/^All changes saved at 1:05\sPM MST$/);
  });

  it('says it in Spanish without an article before the time', () => {
    languageStore.getState().use('es', es);
    expect(showSaved()).toMatch(/^Todos los cambios se guardaron \(1:05\sp\.\s?m\.\sGMT-7\)$/);
  });

  it('is not shown to a visitor', () => {
    reportSaveState({ kind: 'saved', at: ONE_O_FIVE });
    render(<SaveStatus />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
