'use client';

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { parseModalHash } from '@/lib/modals';

const ModalHost = lazy(() => import('./ModalHost').then(({ ModalHost }) => ({ default: ModalHost })));

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const modalInHash = () => parseModalHash(window.location.hash) !== null;

/**
 * Few visitors open a modal form, so the dialog's code loads when the URL hash first names one
 * (`#contactUs`), and stays for the rest of the visit.
 */
export function ModalGate() {
  const wanted = useSyncExternalStore(subscribeHash, modalInHash, () => false);
  const [used, setUsed] = useState(false);
  if (wanted && !used) setUsed(true);
  if (!wanted && !used) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
