/**
 * The frame of the tables' "How to play" and "Symbols" dialogs: a button that opens a modal
 * dialog, and a glossary row. Loaded with the help panels (lazy-dialog.tsx), not on the way to
 * the first table.
 */
import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useRef } from 'preact/hooks';
import { OpenOnMount } from './lazy-dialog.js';

/**
 * A button that opens a modal dialog (Esc or the close button shuts it). It opens as it mounts when
 * its button was pressed while its code loaded (lazy-dialog.tsx).
 */
export function DialogButton({ label, title, children, class: cls }: { label: string; title: string; children: ComponentChildren; class?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const openNow = useContext(OpenOnMount);
  useEffect(() => { if (openNow) ref.current?.showModal(); }, []);
  return (
    <>
      <button type="button" class={`fd-help-button${cls ? ` ${cls}` : ''}`} aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>{label}</button>
      <dialog ref={ref} class="fd-dialog" aria-label={title} onClick={(e) => { if (e.target === ref.current) ref.current?.close(); }}>
        <div class="fd-dialog-body">
          <header class="fd-dialog-head">
            <h2>{title}</h2>
            <button type="button" class="fd-close" aria-label="Close" onClick={() => ref.current?.close()}>✕</button>
          </header>
          {children}
        </div>
      </dialog>
    </>
  );
}

/** One row of a glossary: a symbol as the table draws it, and what it means. */
export const Term = ({ sign, children }: { sign: ComponentChildren; children: ComponentChildren }) => (
  <div class="fd-term"><dt>{sign}</dt><dd>{children}</dd></div>
);
