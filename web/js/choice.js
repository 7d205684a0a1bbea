// Large menus for kiosk mode (index.html?kiosk=1): a <select> is hard to hit with a finger and
// its list is the browser's own, small, so in a kiosk each one gives way to a large button
// that shows the current choice and opens a panel of large choices: a radio group
// (role="radiogroup", each choice role="radio" with aria-checked). The <select> stays, hidden,
// as the one source of truth: a choice sets its value and fires its "change" event, and a
// value set on it (`sel.value = …`) shows on the button. Loaded only in kiosk mode (web/main.js).
//
// Keys: Enter, Space or ArrowDown on the button open the panel with the focus on the current
// choice; arrows, Home and End move the focus; Enter or Space chooses; Escape closes; the focus
// returns to the button.

// (no import: a module shared with the page's own would become a chunk of the first visit)
const valueOf = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');

/** Replaces `sel` (in place) by a large button and its panel of choices. Returns the wrapper. */
export function enhanceSelect(sel) {
  const label = sel.labels?.[0];
  const name = sel.getAttribute('aria-label')
    || (label ? [...label.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').trim() : '');
  const text = el('span');
  const arrow = el('span', 'mb-choice-arrow', '▾');
  arrow.setAttribute('aria-hidden', 'true');
  const button = el('button', 'mb-btn mb-choice-btn', text, arrow);
  button.setAttribute('aria-haspopup', 'true');
  button.setAttribute('aria-expanded', 'false');
  if (sel.dataset.side) button.dataset.side = sel.dataset.side;
  // The choices are made when the panel first opens (a kiosk's page has a dozen menus, most
  // never opened: made at once, they were a third of the task that builds the page's views).
  let radios = [];
  const panel = el('div', 'mb-choice-menu');
  panel.setAttribute('role', 'radiogroup');
  panel.setAttribute('aria-label', name);
  panel.hidden = true;
  const wrap = el('span', 'mb-choice-wrap', button, panel);
  sel.hidden = true;
  sel.after(wrap);
  if (label && label.htmlFor === sel.id) label.htmlFor = '';

  function makeChoices() {
    if (radios.length) return;
    radios = [...sel.options].map((o) => {
      const r = el('button', 'mb-btn mb-choice', o.textContent);
      r.setAttribute('role', 'radio');
      r.dataset.value = o.value;
      if (o.lang) r.lang = o.lang;
      return r;
    });
    panel.append(...radios);
    show();
  }

  function show() {
    const v = valueOf.get.call(sel);
    const o = [...sel.options].find((x) => x.value === v);
    text.textContent = o ? o.textContent : '';
    button.setAttribute('aria-label', `${name}: ${text.textContent}`);
    for (const r of radios) {
      const on = r.dataset.value === v;
      r.setAttribute('aria-checked', String(on));
      r.tabIndex = on ? 0 : -1;
    }
  }
  // a value set by the app (the players' view renders the state into the select) shows here too
  Object.defineProperty(sel, 'value', {
    configurable: true,
    get: () => valueOf.get.call(sel),
    set: (v) => { valueOf.set.call(sel, v); show(); },
  });

  function open(yes, focus = true) {
    if (yes === !panel.hidden) return;
    if (yes) makeChoices();
    panel.hidden = !yes;
    button.setAttribute('aria-expanded', String(yes));
    watchAway(away, yes);
    if (yes) {
      // opens towards the larger part of the window (web/css/kiosk.css)
      const r = button.getBoundingClientRect();
      panel.classList.toggle('is-up', r.top > innerHeight / 2);
      panel.classList.toggle('is-end', r.left > innerWidth / 2);
      (radios.find((x) => x.tabIndex === 0) || radios[0]).focus();
    } else if (focus) button.focus();
  }

  function choose(r) {
    const changed = sel.value !== r.dataset.value;
    sel.value = r.dataset.value;
    open(false);
    if (changed) sel.dispatchEvent(new Event('change'));
  }

  button.addEventListener('click', () => open(panel.hidden));
  button.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); open(true); }
  });
  panel.addEventListener('click', (e) => {
    const r = e.target.closest('.mb-choice');
    if (r) choose(r);
  });
  panel.addEventListener('keydown', (e) => {
    const i = radios.indexOf(e.target);
    const to = { ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1, ArrowLeft: i - 1, Home: 0, End: radios.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      radios[(to + radios.length) % radios.length].focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      open(false);
    } else if (e.key === 'Tab') open(false, false);
  });
  // a touch or click elsewhere closes it (web/js/choice.js's one listener on the document)
  const away = (e) => {
    if (!wrap.isConnected) openMenus.delete(away);
    else if (!wrap.contains(e.target)) open(false, false);
  };
  show();
  return wrap;
}

// The open menus, each by its `away(e)`. One listener on the document serves them all, so a
// closed menu is referenced by nothing outside its own elements: a language switch re-mounts
// the app, and the old app's menus (and with them its whole detached tree: board, listeners,
// controller) must not stay reachable from the document (docs/soak.md).
const openMenus = new Set();
let watching = false;
function watchAway(away, on) {
  if (on) openMenus.add(away);
  else openMenus.delete(away);
  if (watching || !on) return;
  watching = true;
  document.addEventListener('pointerdown', (e) => {
    for (const fn of [...openMenus]) fn(e);
  }, true);
}

function el(tag, cls = '', ...children) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (tag === 'button') e.type = 'button';
  e.append(...children);
  return e;
}
