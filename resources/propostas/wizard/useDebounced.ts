// moved to src/components (the shared QuickSearch debounces with it); kept for the wizard's steps
export { DEBOUNCE_MS, useDebounced } from '../../../src/components/useDebounced';
