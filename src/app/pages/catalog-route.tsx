import { CatalogPage } from '@/features/catalog/catalog-page';

export function CatalogRoute() {
  return <CatalogPage />;
}
