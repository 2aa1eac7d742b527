import { screen } from '@testing-library/react';
import type { Catalog } from '@/lib/catalog';
import { renderSignedIn } from '@/testing/render-app';

const storageKey = 'robot-console:catalog';

/** Opens /catalog the way an operator does: the visit goes through sign-in first. */
export async function openCatalog() {
  const view = await renderSignedIn('/catalog');
  await screen.findByRole('heading', { name: 'Catalog', level: 1 });
  return view;
}

export function storeCatalog(catalog: Catalog): void {
  localStorage.setItem(storageKey, JSON.stringify(catalog));
}

/** The catalog as saved in localStorage, unparsed, so a test sees exactly what was written. */
export function storedCatalog(): unknown {
  const text = localStorage.getItem(storageKey);
  return text === null ? null : JSON.parse(text);
}

export const mainRuntime = { computerId: 'RT-01', name: 'Main runtime', description: 'Ground floor' };
export const invoiceRobot = {
  robotId: 'INVOICES',
  name: 'Invoice reader',
  description: '',
  variables: [{ name: 'customer', type: 'text', defaultValue: 'ACME', required: true }],
};
