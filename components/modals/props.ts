/** What every modal's content receives. Apart from the registry, so the modals it loads can name it. */
export type ModalContentProps = { arg?: string; close: () => void; titleId: string };
