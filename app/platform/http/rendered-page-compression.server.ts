// Pages rendered per request go out as Brotli at quality 3 (smaller than gzip for less CPU), gzip for clients that do
// not take Brotli (docs/decisions/0061-rendered-page-compression.md).
import { constants } from "node:zlib";
import compression from "compression";

const BROTLI_QUALITY = 3;
/** A 256 KB window: more than the largest page, so Brotli loses nothing by it, and each response allocates less. */
const BROTLI_WINDOW_BITS = 18;

/** The `compression` middleware for what React Router renders. */
export function compressRenderedPages() {
  return compression({
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
}
