/** Business constants of the shared components (spec part 2 §9). */

/** Window in which two taps on a thumbnail count as a double-tap (touch screens). */
export const DOUBLE_TAP_MS = 500;

/** A closed modal leaves the DOM after its exit animation. */
export const MODAL_REMOVAL_MS = 200;

/** The upload progress bar resets this long after reaching 100%. */
export const UPLOAD_PROGRESS_RESET_MS = 1000;

/** Font sizes offered by the rich-text editor, in pixels. */
export const EDITOR_FONT_SIZES = [12.5, 15, 16, 18, 19, 24, 36, 48, 56, 70, 90] as const;

/** Maximum length of text, number and money inputs (50). */
export { INPUT_MAX_LENGTH } from '../../domain/validators';
