export interface HeaderCounts {
  cart: number;
  wishlist: number;
  compare: number;
}
