// While a dialog or menu is open, Radix hides the rest of the page from screen readers (aria-hidden on
// the other children of <body>) and traps focus with its own scope. Hidden content that stays
// focusable is still an accessibility fault (axe: aria-hidden-focus), so each element hidden this way
// is also made `inert` until Radix shows it again. The observer answers in a microtask, before Radix
// returns focus to the trigger (a timeout), so focus always comes back.
const MARK = 'data-inert-by-dialog';

function sync(el: Element): void {
  const hidden = el.getAttribute('aria-hidden') === 'true' && el.hasAttribute('data-aria-hidden');
  if (hidden && !el.hasAttribute('inert')) {
    el.setAttribute('inert', '');
    el.setAttribute(MARK, '');
  } else if (!hidden && el.hasAttribute(MARK)) {
    el.removeAttribute('inert');
    el.removeAttribute(MARK);
  }
}

export function makeHiddenContentInert(): void {
  new MutationObserver((changes) => {
    for (const change of changes) if (change.target instanceof Element) sync(change.target);
  }).observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
}
