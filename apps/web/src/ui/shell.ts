/**
 * The home screen's outline in index.html, painted before any script runs when the app opens on
 * home. It covers the page until the home page is on screen, or until the app goes elsewhere,
 * and then goes for good.
 */
export function removeShell(): void {
  document.documentElement.classList.remove('shell-on');
  document.getElementById('shell')?.remove();
}
