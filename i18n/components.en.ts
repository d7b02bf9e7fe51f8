/** Messages of the shared components (src/components), under aval.components. */
export const componentsEn = { aval: { components: {} } };
