/** Leaves the portal for another site (the identity provider): its own module so tests can observe it. */
export const leavePortal = (url: string) => window.location.assign(url);
