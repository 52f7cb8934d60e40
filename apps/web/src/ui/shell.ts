/**
 * The first screen's outline in index.html (home's, or trade's), painted before any script runs
 * when the app opens on one of them. It covers the page until that page is on screen, or until
 * the app goes elsewhere, and then goes for good.
 */
export function removeShell(): void {
  document.documentElement.classList.remove('shell-on', 'shell-home', 'shell-trade');
  document.getElementById('shell')?.remove();
}
