/** The catalogue module's door: shop listing, product pages, search and categories. */
export { listShopProducts, type ShopPage } from "./shop-list";
export {
  getProductPage,
  FEATURED_PRODUCTS_SHOWN,
  keptFeaturedInStock,
  type ProductDetail,
  type VariantOption,
} from "./product-detail";
export { searchProducts, type SearchSuggestion } from "./search";
export {
  FEATURED_COLLECTIONS_MAX,
  keptCategoryTree,
  keptFeaturedCollections,
  keptPopularCategories,
  keptTopCategories,
  listCategoryTree,
  listPopularCategories,
  listTopCategories,
  type CategoryOption,
  type FeaturedCollection,
} from "./categories";
export {
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
  SITEMAP_PRODUCTS,
} from "./sitemap";
export { getVariantSnapshots, type VariantSnapshot, variantSnapshotSql } from "./variants";
export { loadProductCards as listProductCards } from "./product-cards";
export { countProducts } from "./admin-dashboard";
export {
  type AdminCategory,
  type AdminCategoryNode,
  type CategorySaveInput,
  type CategoryUpdateInput,
  createCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategoryTree,
  updateCategory,
} from "./admin-categories";
export {
  type CategoryFlag,
  moveCategoryStep,
  moveCategoryToParent,
  reorderCategorySiblings,
  setCategoryFlag,
} from "./admin-categories-arrange";
export { CATEGORY_ERRORS } from "./admin-categories-rules";
export { CATEGORY_IMAGE_SLOTS, type CategoryImageSlot } from "./admin-categories-images";
export { listAdminProducts, stockStatusOf } from "./admin-products";
export {
  ADMIN_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  STOCK_STATUSES,
  type AdminPageSize,
  type AdminProductFilters,
  type AdminProductList,
  type AdminProductRow,
  type AdminProductSort,
  type StockStatus,
} from "./admin-products-types";
export {
  getVariantsForBulkEdit,
  listProductCategoryChoices,
  type BulkEditVariant,
  type CategoryChoice,
} from "./admin-products-options";
export {
  BULK_MESSAGES,
  bulkUpdateProducts,
  MAX_BULK_PRODUCTS,
  removeProducts,
  type BulkProductAction,
} from "./admin-products-bulk";
export {
  EDIT_MESSAGES,
  saveBulkEdits,
  type BulkEdits,
  type ProductPriceEdit,
  type VariantEdit,
} from "./admin-products-edits";
export { findCatalogImageUsage, listProductImageUrls } from "./image-usage";
export {
  createProduct,
  getProductForEdit,
  PRODUCT_FORM_MESSAGES,
  type ProductForEdit,
  type ProductFormActor,
  updateProduct,
} from "./admin-product-form";
export type { FormImage } from "./admin-product-form-images";
export {
  findProductsForImport,
  type ImportProductState,
  type ImportVariantState,
  changedProductFields,
  importColumns,
  variantFieldsChanged,
} from "./import-product-state";
export { IMPORT_STOCK_REASON, type ProductImportWrite, writeProductImport } from "./import-products";
export { type ImportCategoryState, listCategoriesForImport } from "./import-categories";
export { PRODUCT_EXPORT_COLUMNS, productsExportTable } from "./admin-products-export";
