/**
 * The intrinsic size of the device artwork (public/images/devices/*.svg, written by
 * scripts/generate-catalogue-assets.ts): pages give it to <img> so the browser reserves the room
 * before the image arrives (no layout shift).
 */
export const DEVICE_IMAGE = { width: 400, height: 440 } as const;
