/** The cart module's door: carts for guests and users, kept on the server. */
export { type CartOwner, newGuestToken } from "./owner";
export {
  addToCart,
  clearCart,
  getCart,
  getCartCount,
  MAX_LINE_QUANTITY,
  removeLine,
  setLineQuantity,
  type AddResult,
  type CartLineView,
  type CartView,
  type QuantityResult,
} from "./lines";
export { mergeGuestCart } from "./merge";
export { clearCartCookie, ensureCartOwner, readCartOwner, readGuestToken } from "./cookie";
