// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuestionNode } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useValidationStore } from '../stores/validation-store';
import { TextWidget } from './TextWidget';

const question: QuestionNode = {
  kind: 'question',
  key: 'first_name',
  widget: 'text',
  label: 'First name',
  hint: 'As on your passport.',
  required: true,
};

const initial = useAnswersStore.getState();

function setup() {
  const renders: string[] = [];
  const user = userEvent.setup();
  render(
    <Profiler id="field" onRender={(_id, phase) => renders.push(phase)}>
      <TextWidget question={question} />
    </Profiler>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ });
  const stored = () => useAnswersStore.getState().answers.first_name;
  return { user, input, renders, stored };
}

beforeEach(() => useAnswersStore.setState(initial, true));
afterEach(() => {
  cleanup();
  useAnswersStore.setState(initial, true);
  useValidationStore.getState().clear();
});

describe('TextWidget (uncontrolled, bound to its answer)', () => {
  it('shows the stored answer when drawn', () => {
    useAnswersStore.getState().load({ first_name: 'Ada' });
    const { input } = setup();
    expect(input.value).toBe('Ada');
    expect(input.id).toBe('first_name');
    expect(input.getAttribute('aria-describedby')).toBe('first_name__hint');
  });

  it('writes each key press to the store without rendering the field again', async () => {
    const { user, input, renders, stored } = setup();
    expect(renders).toEqual(['mount']);
    await user.type(input, 'Grace');
    expect(stored()).toBe('Grace');
    expect(input.value).toBe('Grace');
    expect(useAnswersStore.getState().dirty.has('first_name')).toBe(true);
    expect(renders).toEqual(['mount']);
  });

  it('follows the store when the answer changes from elsewhere', async () => {
    const { user, input } = setup();
    await user.type(input, 'Gr');
    act(() => useAnswersStore.getState().applySaved({ first_name: 'Grace' })); // normalised
    expect(input.value).toBe('Grace');
    act(() => useAnswersStore.getState().setAnswers({ first_name: '' })); // a section hidden
    expect(input.value).toBe('');
    act(() => useAnswersStore.getState().load({ first_name: 'Ada' })); // answers loaded
    expect(input.value).toBe('Ada');
    await user.type(input, 'm');
    expect(input.value).toBe('Adam');
  });

  it('keeps showing the stored answer when the store does not take a key press', async () => {
    const { user, input, stored } = setup();
    await user.type(input, 'A');
    // As when an erase confirmation holds the write back: nothing reaches the store.
    useAnswersStore.setState({ setAnswer: () => {} });
    await user.type(input, 'x');
    expect(stored()).toBe('A');
    expect(input.value).toBe('A');
  });

  it('re-renders for its messages, and keeps the typed text', async () => {
    const { user, input, renders } = setup();
    await user.type(input, 'Grace');
    act(() => useValidationStore.getState().setErrors({ first_name: ['Say less.'] }));
    expect(renders).toEqual(['mount', 'update']);
    expect(input.value).toBe('Grace');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('first_name__hint first_name__error');
  });
});
