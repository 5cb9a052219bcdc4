'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { wrapFocus } from '@/lib/dom/focus-trap';
import { parseModalHash, type ModalId } from '@/lib/modals';
import type { ModalContentProps } from './props';
import { modalContent } from './registry';
import styles from './modal.module.css';

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const readHash = () => window.location.hash;
const noHash = () => '';

type Loaded = Partial<Record<ModalId, ComponentType<ModalContentProps>>>;

/**
 * One native <dialog> for the whole site: showModal() traps focus and Escape closes it. It opens
 * when the URL hash names a modal (`#contactUs`), so any link on any page can open a form.
 */
export function ModalHost() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({});
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const hash = useSyncExternalStore(subscribeHash, readHash, noHash);
  const open = modalContentFor(hash);
  const Content = open ? loaded[open.id] : undefined;

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    if (!node.open) {
      opener.current = document.activeElement;
      node.showModal();
    }
    if (loaded[open.id]) return;
    let live = true;
    open
      .load()
      .then(
        ({ default: Component }) => live && setLoaded((current) => ({ ...current, [open.id]: Component })),
      )
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, loaded]);

  const close = useCallback(() => dialog.current?.close(), []);

  const onClose = () => {
    setFailed(false);
    if (parseModalHash(window.location.hash)) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => wrapFocus(event, dialog.current)}
    >
      {open ? (
        <div className={styles.panel}>
          <button type="button" className={styles.close} onClick={close} aria-label="Close dialog">
            ×
          </button>
          {Content ? (
            <Content arg={open.arg} close={close} titleId={titleId} />
          ) : (
            <p id={titleId} role="status" className={styles.loading}>
              {failed
                ? 'The form could not be loaded. Check your connection and try again.'
                : 'Loading the form…'}
            </p>
          )}
        </div>
      ) : null}
    </dialog>
  );
}

function modalContentFor(hash: string) {
  const parsed = parseModalHash(hash);
  const load = parsed ? modalContent[parsed.id] : undefined;
  return parsed && load ? { ...parsed, load } : null;
}
