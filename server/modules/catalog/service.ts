/** The catalogue module's door: shop listing, product pages, search and categories. */
export { listShopProducts, type ShopPage } from "./shop-list";
export {
  getProductDetail,
  listFeaturedInStock,
  listRelatedProducts,
  type ProductDetail,
  type VariantOption,
} from "./product-detail";
export { searchProducts, type SearchSuggestion } from "./search";
export {
  listCategoryTree,
  listFeaturedCollections,
  listPopularCategories,
  listTopCategories,
  type CategoryOption,
  type FeaturedCollection,
} from "./categories";
export { listCatalogSitemap } from "./sitemap";
export { getVariantSnapshots, type VariantSnapshot, variantSnapshotSql } from "./variants";
export { loadProductCards as listProductCards } from "./product-cards";
export {
  countProducts,
  stockAlerts,
  type StockAlertGroup,
  type StockAlerts,
  type StockAlertVariant,
} from "./admin-dashboard";
