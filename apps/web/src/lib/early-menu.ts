// The phone menu before the app has arrived. The menu button of a prerendered page does nothing
// until the app has taken the page over (its press is held, lib/early-input.ts, and done then), which
// on a cheap phone over slow data is seconds after the first tap. So the first tap opens this plain
// copy of the menu at once: the header's own links (they work as plain links) in the drawer's
// look. Once the app is there, this copy goes and the held press opens the app's own drawer;
// closed before that (a tap beside it, Escape), the press is dropped with it.

const MENU_BUTTON = '.site-header__menu-button';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/**
 * Opens the copy on the first tap on the menu button; `onClosed` is told of the button when the
 * visitor closes it. Answers the function that takes it away (when the app has arrived).
 */
export function openMenuEarly(onClosed: (button: Element) => void): () => void {
  let menu: HTMLElement | null = null;
  let button: Element | null = null;
  const close = () => {
    menu?.remove();
    menu = null;
    document.body.style.overflow = '';
  };
  const closedByVisitor = () => {
    close();
    if (button) onClosed(button);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (menu) {
      if (target?.classList.contains('drawer__backdrop')) closedByVisitor();
      return;
    }
    button = target?.closest(MENU_BUTTON) ?? null;
    if (!button) return;
    menu = element('div', 'drawer');
    const panel = element('div', 'drawer__panel');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', button.getAttribute('data-menu') ?? '');
    const list = element('ul', 'drawer__list');
    // The links the app's drawer has: the Student Corner's own pages are on its page, not here.
    for (const link of document.querySelectorAll('.site-nav a:not(.site-nav__submenu--hover a)')) {
      const item = element('li');
      item.append(link.cloneNode(true));
      list.append(item);
    }
    panel.append(list);
    menu.append(element('div', 'drawer__backdrop'), panel);
    document.body.append(menu);
    document.body.style.overflow = 'hidden';
    list.querySelector('a')?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (menu && event.key === 'Escape') closedByVisitor();
  };
  // Before the held presses' own listener, which stops the press from going further.
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    close();
  };
}
