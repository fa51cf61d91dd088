/** The account page's failure texts (transactions-and-admin section 8, Account). */
export const ACCOUNT_MESSAGES = {
  fixErrors: "Please fix the validation errors below",
  userData: "Failed to load user data. Please try again.",
  orders: "Failed to load orders. Please try again.",
  addresses: "Failed to load addresses",
  updateProfile: "Failed to update profile. Please try again.",
  saveAddress: "Failed to save address",
  deleteAddress: "Failed to delete address",
} as const;
