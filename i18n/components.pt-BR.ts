/** Messages of the shared components (src/components), under aval.components. */
export const componentsPtBR = { aval: { components: {} } };
