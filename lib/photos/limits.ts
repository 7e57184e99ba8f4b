/** Bounds of customers' photos (docs/product.md "Estimate request"); shared with the calculator. */
export const MAX_PHOTOS_PER_REQUEST = 5;
/** One file at most 10 MB; one request (all files and the form around them) at most 30 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_REQUEST_BYTES = 30 * 1024 * 1024;
/** The longest side a stored photo keeps, and its thumbnail's. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 320;
/** An uploaded photo no request has claimed is deleted after this long. */
export const PENDING_PHOTO_HOURS = 24;
/** Uploads allowed per client address and minute (POST /api/public/{company}/photos). */
export const PHOTO_UPLOADS_PER_MINUTE = 20;
/** The file types the calculator's picker offers (the server decides by the bytes). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";
