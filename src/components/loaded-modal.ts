// Mantine's Modal, its focus trap, scroll lock and overlay: fetched by lazy-modal.tsx when a dialog first
// opens, not with the page.
export { Modal } from '@mantine/core';
