/**
 * The store's name: the end of every page's title ('{title} | House Plans'), and the brand and seller of the plans in
 * their structured data.
 */
export const STORE_NAME = 'House Plans';
