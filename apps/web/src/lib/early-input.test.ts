import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

describe('input before the app has started', () => {
  afterEach(() => {
    releaseEarlyInput();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-visitor-scrolled');
  });

  it('when a button is pressed twice and a link once, then the button acts once after the app is there and the link is not held', () => {
    document.body.innerHTML = '<button type="button">Open menu</button><a href="#x">Contact</a>';
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    const link = document.querySelector('a')!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);

    holdEarlyInput();
    button.click();
    button.click();
    link.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledOnce();

    releaseEarlyInput();
    expect(pressed).toHaveBeenCalledOnce();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('when a form is sent before the app is there, then the browser does not send it, and the app gets it once it is', () => {
    document.body.innerHTML = '<form><input name="mobile" value="9876543210"><button type="submit">Send OTP</button></form>';
    const form = document.querySelector('form')!;
    const submitted: boolean[] = [];
    const onSubmit = (event: Event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    };

    holdEarlyInput();
    form.addEventListener('submit', onSubmit);
    form.requestSubmit();
    expect(submitted).toEqual([]);

    releaseEarlyInput();
    expect(submitted).toEqual([false]);
  });

  it('when the pressed button is gone by the time the app is there, then nothing is done for it', () => {
    document.body.innerHTML = '<button type="button">Tab</button>';
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    holdEarlyInput();
    button.click();
    button.remove();
    releaseEarlyInput();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('when Enter is pressed in a field whose form has its button disabled, then the form is sent once the app is there', () => {
    document.body.innerHTML = '<form><input id="mobile" name="mobile"><button type="submit" disabled>Continue</button></form>';
    const form = document.querySelector('form')!;
    const input = document.querySelector('input')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);

    holdEarlyInput();
    input.value = '9876543210';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    form.querySelector('button')!.disabled = false;
    releaseEarlyInput();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('when the visitor turns the wheel, swipes or presses a key on the page, then it is noted; a key in a field or a click in the page is not', () => {
    document.body.innerHTML = '<input id="mobile"><p>About</p>';
    const scrolled = () => document.documentElement.hasAttribute('data-visitor-scrolled');
    holdEarlyInput();
    document.getElementById('mobile')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    document.querySelector('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(scrolled()).toBe(false);
    for (const event of [new WheelEvent('wheel', { deltaY: 600, bubbles: true }), new Event('touchmove', { bubbles: true })]) {
      document.documentElement.removeAttribute('data-visitor-scrolled');
      document.querySelector('p')!.dispatchEvent(event);
      expect(scrolled()).toBe(true);
    }
    document.documentElement.removeAttribute('data-visitor-scrolled');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    expect(scrolled()).toBe(true);
    document.documentElement.removeAttribute('data-visitor-scrolled');
    document.documentElement.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(scrolled()).toBe(true);

    // Once the app has the page, scrolling is its own business.
    releaseEarlyInput();
    document.documentElement.removeAttribute('data-visitor-scrolled');
    document.querySelector('p')!.dispatchEvent(new WheelEvent('wheel', { deltaY: 600, bubbles: true }));
    expect(scrolled()).toBe(false);
  });
});
