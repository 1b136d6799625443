/** The product's name and tagline (docs/product.md), shown by the web app and in e-mails. */
export const PRODUCT_NAME = 'Shop Platform';
export const PRODUCT_TAGLINE = 'Device Repair & Sales Management Platform';
