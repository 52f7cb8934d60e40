/**
 * Shown while a page's code or texts load. Plain CSS (antd-mobile's spinner would bring its
 * animation library into the first download) and no text, so it needs no translation.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="progressbar" aria-busy="true">
      <span className="page-loading-spinner" />
    </div>
  );
}
