// The toolbar's overflow menu: when the toolbar's buttons do not fit on one line (a small
// frame, a long language), the last ones move, in order, into a "⋯" menu at the toolbar's
// end, and move back when there is room again. Only in the compact layout (.mb-embed); the
// full page's toolbar wraps instead. In the compact layout the players' menus (who plays
// each side; `extras`) live in that menu too, each with its label, leaving the panels short. The menu is a button with aria-expanded and a list of the
// moved controls under it; Escape or a click elsewhere closes it, a chosen control closes it.
// The button is hidden when its menu would be empty (a lesson hides the players' menus and
// every toolbar control fits).

import { closingPress, h } from './dom.js';

/**
 * @param {{root: HTMLElement, toolbar: HTMLElement, label: string,
 *   extras?: Array<{el: HTMLElement, label: string}>}} opts `label`: the menu button's
 *   accessible name ("More"); `extras`: controls that sit in the menu in the compact layout.
 * @returns {{fit(): void, destroy(): void}}
 */
export function attachOverflowMenu({ root, toolbar, label, extras = [] }) {
  const button = h('button.mb-btn.mb-more-btn', {
    type: 'button', 'aria-haspopup': 'true', 'aria-expanded': 'false', 'aria-label': label, title: label,
  }, '⋯');
  const menu = h('div.mb-more-menu', { hidden: true });
  // in the top layer where the browser has one (a popover): a host page's transform on an
  // ancestor moved a fixed menu far off the screen (a tester's, at y = -700), and its `direction:
  // rtl` to the left of it
  const layer = typeof menu.showPopover === 'function';
  if (layer) menu.popover = 'manual';
  const extraBox = h('div.mb-more-extras');
  const homes = extras.map(({ el, label: text }) => {
    const home = { parent: el.parentNode, next: el.nextSibling };
    home.row = h('label.mb-more-row', {}, h('span', {}, text), ' ');
    return home;
  });
  const wrap = h('div.mb-more', { hidden: true }, button, menu);
  toolbar.append(wrap);

  const open = (yes) => {
    menu.hidden = !yes;
    if (layer && menu.isConnected && yes !== menu.matches(':popover-open')) {
      if (yes) menu.showPopover();
      else menu.hidePopover();
    }
    if (yes) position();
    button.setAttribute('aria-expanded', String(yes));
    root.dataset.menu = yes ? 'open' : 'closed';
  };
  /**
   * Fixed, so the toolbar's clipping does not cut it; under the button, its right edge at the
   * button's and all of it on the screen (in the screen's px; the menu's own px are those
   * times a host's zoom, which it inherits). Again as the host page scrolls (a museum team's
   * page: scrolled 250 px, the menu stayed over the status line, its button far above).
   * Above the button when it does not fit below and there is more room above (an element at
   * the bottom of a host's window: the menu opened below the window, a tester's); over it when
   * it fits neither side but fits the window.
   */
  function position() {
    const r = button.getBoundingClientRect();
    const z = menu.currentCSSZoom || 1;
    menu.style.maxHeight = 'none';
    const { width: w, height: tall } = menu.getBoundingClientRect();
    const below = window.innerHeight - r.bottom - 6;
    const above = r.top - 6;
    const up = tall > below && above > below;
    let room = Math.max(60, up ? above : below);
    let top = up ? Math.max(4, r.top - 2 - Math.min(tall, room)) : r.bottom + 2;
    // fitting neither side but the window, over its button, whole (a 320×240 frame in Dutch: it
    // scrolled by 5 px below the button, a tester's)
    if (tall > room && tall <= window.innerHeight - 8) {
      room = tall;
      top = Math.min(Math.max(4, r.top), window.innerHeight - 4 - tall);
    }
    menu.style.top = `${Math.round(top / z)}px`;
    menu.style.left = `${Math.max(2, Math.round(Math.min(r.right - w, document.documentElement.clientWidth - w - 2) / z))}px`;
    menu.style.maxHeight = `${Math.round(room / z)}px`;
  }
  const onScroll = (e) => {
    if (!menu.hidden && !(e.target instanceof Node && menu.contains(e.target))) position();
  };
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  // opened from the keyboard (Enter, Space, ↓), its first control takes the focus, as a menu
  // button's does (a keyboard tester's stayed on "⋯", and ↓ did nothing)
  const firstIn = () => [...menu.querySelectorAll('button, input, select')].find((el) => !el.disabled && el.getClientRects().length);
  button.addEventListener('click', (e) => {
    open(menu.hidden);
    if (!menu.hidden && e.detail === 0) firstIn()?.focus();
  });
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    if (menu.hidden) open(true);
    firstIn()?.focus();
  });
  // A control chosen closes the menu, and the focus goes back to its button, before the control
  // acts: a dialog it opens (the rules) gives the focus back there when it closes, not to the
  // hidden control (the board took it then).
  menu.addEventListener('click', (e) => {
    if (e.target.closest('button')) button.focus({ preventScroll: true });
  }, true);
  menu.addEventListener('click', (e) => {
    if (e.target.closest('button')) open(false);
  });
  const onKey = (e) => {
    if (e.key === 'Escape' && !menu.hidden) {
      open(false);
      button.focus();
    }
  };
  const onDown = (e) => {
    if (!menu.hidden && !wrap.contains(e.composedPath()[0])) {
      closingPress(e);
      open(false);
    }
  };
  root.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onDown, true);

  // The toolbar's own controls, in their order (the menu wrapper excluded).
  let items = null;
  const shown = (el) => getComputedStyle(el).display !== 'none' && !el.hidden;

  let extrasInMenu = false;
  function placeExtras(inMenu) {
    if (inMenu === extrasInMenu) return; // nothing moves (a moved element would lose focus)
    extrasInMenu = inMenu;
    extras.forEach(({ el }, i) => {
      const home = homes[i];
      if (inMenu) {
        home.row.append(el);
        extraBox.append(home.row);
      } else if (home.parent) home.parent.insertBefore(el, home.next && home.next.parentNode === home.parent ? home.next : null);
    });
    if (inMenu) menu.append(extraBox);
    else extraBox.remove();
  }

  function fit() {
    // Moving an element takes the focus from it: give it back afterwards.
    const doc = root.getRootNode();
    const focused = doc.activeElement;
    place();
    if (focused && focused.isConnected && doc.activeElement !== focused) focused.focus({ preventScroll: true });
  }

  function place() {
    const compact = root.classList.contains('mb-embed');
    placeExtras(compact && extras.length > 0);
    const inMenu = items ? items.filter((el) => el.parentNode === menu) : [];
    // the menu holds a tail of the toolbar's controls, in order: back before the menu's button
    if (!compact || !toolbar.isConnected) {
      for (const el of inMenu) toolbar.insertBefore(el, wrap);
      wrap.hidden = true;
      open(false);
      return;
    }
    if (!items) items = [...toolbar.children].filter((el) => el !== wrap);
    // the button only when its menu holds something: the extras, unless the app hides them
    // (a lesson hides the players' menus: CSS, `data-lesson`), or a control moved in below
    wrap.hidden = !(extrasInMenu && shown(extraBox));
    const over = () => toolbar.scrollWidth > toolbar.clientWidth + 0.5;
    if (!inMenu.length && !over()) {
      root.dataset.overflow = '';
      if (wrap.hidden) open(false);
      return; // all fit: nothing to move
    }
    for (const el of inMenu) toolbar.insertBefore(el, wrap);
    root.dataset.overflow = '';
    if (!over()) {
      if (wrap.hidden) open(false);
      return;
    }
    wrap.hidden = false;
    const movable = items.filter(shown);
    const moved = [];
    while (over() && movable.length > 0) {
      moved.unshift(movable.pop());
      menu.prepend(moved[0]);
    }
    root.dataset.overflow = moved.map((el) => el.className.split(' ').find((c) => c.startsWith('mb-') && c !== 'mb-btn' && c !== 'mb-primary') || '').join(' ');
  }

  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => { frame = 0; fit(); });
  };
  const ro = new ResizeObserver(schedule);
  ro.observe(toolbar);
  // a control shown or hidden (e.g. a button only for some games) changes what fits
  const mo = new MutationObserver(schedule);
  for (const el of toolbar.children) mo.observe(el, { attributes: true, attributeFilter: ['hidden'] });
  // a lesson begins or ends: the extras are hidden or shown again (CSS), so the menu may empty
  mo.observe(root, { attributes: true, attributeFilter: ['data-lesson'] });

  fit();
  return {
    fit,
    destroy() {
      ro.disconnect();
      mo.disconnect();
      cancelAnimationFrame(frame);
      root.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('scroll', onScroll, { capture: true });
    },
  };
}
