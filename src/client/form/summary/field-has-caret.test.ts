// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldHasCaret } from './field-has-caret';

function element(html: string): Element {
  document.body.innerHTML = html;
  const first = document.body.firstElementChild;
  if (!first) throw new Error(`no element in ${html}`);
  return first;
}

describe('fieldHasCaret', () => {
  it.each([
    ['a text input', '<input id="first_name">'],
    ['a combobox input', '<input role="combobox" id="country">'],
    ['a checkbox', '<input type="checkbox">'],
    ['a select', '<select><option>A</option></select>'],
    ['a text area', '<textarea></textarea>'],
  ])('is true in %s', (_, html) => {
    expect(fieldHasCaret(element(html))).toBe(true);
  });

  it.each([
    ['the Submit button', '<button type="submit">Submit</button>'],
    ['an input button', '<input type="submit" value="Submit">'],
    ['a link', '<a href="/about">About You</a>'],
    ['the page body', '<div></div>'],
  ])('is false on %s', (_, html) => {
    const active = html === '<div></div>' ? document.body : element(html);
    expect(fieldHasCaret(active)).toBe(false);
  });

  it('is false when nothing has the focus', () => {
    expect(fieldHasCaret(null)).toBe(false);
  });
});
