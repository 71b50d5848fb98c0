// Spec section 8's failure toasts of the form's actions, in the language read (issue 32):
// "Error handling tabs for {tab}", English exact; the failed entry is named as its heading
// would be, in the language read, never by the button's id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabsNode } from '../../../engine';
import { useToastStore } from '../../components/toast/toast-store';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { applicantFormActions } from './applicant-form-actions';

vi.mock('../../form/api/view-state', () => ({
  putAddAnother: () => Promise.reject(new Error('offline')),
}));
vi.mock('./switch-tab', () => ({
  switchTab: () => Promise.reject(new Error('offline')),
}));

const tabs = {
  kind: 'tabs',
  id: 'additional_info_tabs',
  tabs: [{ id: 'essay', label: 'Write an essay' }],
} as unknown as TabsNode;

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => useToastStore.getState().clear());
afterEach(() => languageStore.getState().use('en', en));

describe('the failure toasts of the form actions', () => {
  it('in English, word for word', async () => {
    expect(await applicantFormActions.addEntry('sibling', 2, 'Brother or sister 2')).toBe(false);
    expect(await applicantFormActions.switchTab(tabs, 'essay')).toBe('failed');
    expect(toasts()).toEqual([
      'Error adding another sibling',
      'Error handling tabs for Write an essay',
    ]);
  });

  it('in Spanish', async () => {
    languageStore.getState().use('es', es);
    await applicantFormActions.addEntry('sibling', 2, 'Hermano o hermana 2');
    await applicantFormActions.switchTab(tabs, 'essay');
    expect(toasts()).toEqual([
      'Error al agregar otra entrada: Hermano o hermana 2',
      'Error al cambiar a la pestaña Write an essay',
    ]);
  });
});
