import type { ModalProps, ModalStackProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import type * as Loaded from './loaded-modal';

type ModalComponent = typeof Loaded.Modal;

// Kept once it has come, so that a dialog mounted afterwards renders at once.
let loadedModal: ModalComponent | undefined;
const loadModal = loadOnce(() => import('./loaded-modal').then((module) => (loadedModal = module.Modal)));

/** Fetches the dialogs' code into `setModal` when `wanted` first holds. */
function useModalCode(
  wanted: boolean,
  modal: ModalComponent | undefined,
  setModal: (modal: () => ModalComponent) => void,
): void {
  useEffect(() => {
    if (!wanted || modal !== undefined) return;
    let current = true;
    loadModal().then(
      (loaded) => current && setModal(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, modal, setModal]);
}

/**
 * Mantine's Modal (same props), whose code is no part of a page's first visit: nothing is rendered until
 * the dialog first opens, which fetches it. The dialog is mounted closed and opened on the next render, so
 * Mantine notes the element that had the focus and gives it back when the dialog closes, as it does for a
 * dialog that was there closed from the start.
 */
export function Modal(props: ModalProps) {
  const [Dialog, setDialog] = useState(() => loadedModal);
  const [mounted, setMounted] = useState(false);
  useModalCode(props.opened, Dialog, setDialog);
  useEffect(() => {
    if (Dialog === undefined) return;
    let current = true;
    void Promise.resolve().then(() => current && setMounted(true));
    return () => {
      current = false;
    };
  }, [Dialog]);
  if (Dialog === undefined) return null;
  return <Dialog {...props} opened={mounted && props.opened} />;
}

/**
 * Mantine's Modal.Stack for dialogs that open over one another (their `stackId`s), fetched when `opened`
 * (any of them is) first holds; its dialogs render nothing before.
 */
export function ModalStack({ opened, children }: ModalStackProps & { opened: boolean }) {
  const [Dialog, setDialog] = useState(() => loadedModal);
  useModalCode(opened, Dialog, setDialog);
  return Dialog === undefined ? null : <Dialog.Stack>{children}</Dialog.Stack>;
}
