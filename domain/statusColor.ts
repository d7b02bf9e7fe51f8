/** Semantic colours of status badges; the theme maps each to a palette colour. */
export type StatusColor = 'dark' | 'blue' | 'warning' | 'green' | 'purple' | 'danger';
