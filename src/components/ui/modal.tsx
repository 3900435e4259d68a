import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type ModalProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control (or Shift+Tab before the first) wraps around inside the dialog. A modal
 * <dialog> makes the page behind it inert, but browsers still let Tab leave it for their own toolbar.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.checkVisibility?.() ?? true,
  );
  if (tabbable.length === 0) return;
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
  const onDialog = active === event.currentTarget;
  if (event.shiftKey && (active === first || onDialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || onDialog)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A native <dialog>: shown modally the page behind it is inert, Tab cycles inside it, and Escape or
 * a tap outside it (on the backdrop) closes it; each dialog also has its own Close or Cancel button,
 * as a phone has no Escape key.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      // The content fills the whole <dialog>, so a click landing on the <dialog> itself was on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-xl bg-white p-0 shadow-xl"
    >
      {open && (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
