// The contracts' schemas, for the code that checks a request against one: the API's routes and
// the forms. Apart from `@shop/shared/contracts` so that a page without a form carries none.

export {
  ActivateAccountRequest,
  GuestSessionRequest,
  LoginRequest,
  LostPasswordRequest,
  OIDC_PROVIDER_NAME_PATTERN,
  RegisterRequest,
  ResetPasswordRequest,
  SocialLoginRequest,
} from './auth';
export * from './rules';
export { NewsletterConfirmRequest, NewsletterSignupRequest } from './newsletter';
export {
  addressSchema,
  AddressPatchRequest,
  AddressRequest,
  CheckoutAddressSchema,
  SavedAddressSchema,
} from './address-schemas';
export {
  CancelOrderRequest,
  CardTokenRequest,
  invoiceSchema,
  PlaceOrderRequest,
  RetryPaymentRequest,
  WithdrawalRequest,
} from './checkout-schemas';
export {
  AddDiscountRequest,
  CartAddRequest,
  CartArriveRequest,
  CartEditRequest,
  CartMoveRequest,
  CartRemoveRequest,
  RemoveDiscountRequest,
  ReorderRequest,
} from './cart-schemas';
export { BackInStockRequest } from './back-in-stock-schemas';
export { DeleteAccountRequest } from './privacy-schemas';
export {
  DeliveredRequest,
  InventoryUpdateRequest,
  OperatorCancelRequest,
  OperatorRefundRequest,
  ReturnReceivedRequest,
  ShipOrderRequest,
} from './operator-schemas';
export { RendererMessage } from './page-renderer-schemas';
export {
  CATALOGUE_IMPORT_MAX_PICTURES,
  CATALOGUE_IMPORT_MAX_PRODUCTS,
  CatalogueImportRequest,
  ImportProduct,
} from './catalogue-import-schemas';
export {
  EmailChangeConfirmRequest,
  EmailChangeRequest,
  NewsletterPreferenceRequest,
  PasswordChangeRequest,
  ProfileNameRequest,
} from './profile';
export { WishlistAddRequest, WishlistRemoveRequest } from './wishlist-schemas';
