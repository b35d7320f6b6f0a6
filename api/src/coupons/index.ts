// The coupons' public face: a code checked against a cart, redeemed by an order and released when
// the order lapses. The cart and checkout both use it; it uses neither (lint enforces it).
export {
  evaluateCoupon,
  normalizeCouponCode,
  redeemCoupon,
  releaseCoupon,
  type CouponLine,
  type CouponRule,
  type CouponVerdict,
} from './coupon-repository';
