// Modal dialogs of one app (the rules, Resign's confirmation): Tab and Shift+Tab stay inside
// an open dialog, and when it closes the focus returns to what had it before (the button that
// opened it). The browser's own <dialog> does the rest (Escape closes it).

/** Watches the dialogs inside `root`; returns the function that stops watching. */
export function keepDialogFocus(root) {
  let opener = null;
  function onDocFocus(e) {
    if (!e.target.closest || !e.target.closest('dialog[open]')) opener = e.target;
  }
  function onKey(e) {
    if (e.key !== 'Tab') return;
    const dlg = e.target.closest ? e.target.closest('dialog[open]') : null;
    if (!dlg) return;
    const items = [...dlg.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => !el.hidden && el.getClientRects().length > 0);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const at = document.activeElement;
    // From the dialog's heading (focused on opening, not in the Tab order) or the dialog
    // itself, Shift+Tab goes to the last control, not out of the dialog.
    if (e.shiftKey && (at === first || !items.includes(at))) { last.focus(); e.preventDefault(); }
    else if (!e.shiftKey && at === last) { first.focus(); e.preventDefault(); }
  }
  function onClose(e) {
    if (e.target.tagName !== 'DIALOG') return;
    const a = document.activeElement;
    if (opener && opener.isConnected && (!a || a === document.body || e.target.contains(a))) opener.focus();
  }
  document.addEventListener('focusin', onDocFocus);
  root.addEventListener('keydown', onKey);
  root.addEventListener('close', onClose, true);
  return () => {
    document.removeEventListener('focusin', onDocFocus);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('close', onClose, true);
  };
}
