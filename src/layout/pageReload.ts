/** Reloads the current page (same URL): its own module so tests can observe it. */
export const reloadPage = () => window.location.reload();
