/** How wide a banner's picture is shown: its `<img sizes>`, and the server's preload of the first. */
export const BANNER_SIZES = '(min-width: 1200px) 37rem, (min-width: 768px) 50vw, 100vw';
