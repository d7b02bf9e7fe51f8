export type { TemplateContext } from './context';
export { templateContext } from './context';
export {
  renderTemplate,
  renderToHtml,
  renderToText,
  segmentsToHtml,
  segmentsToText,
  type TemplateSegment,
} from './render';
export { sampleTemplateData } from './sample';
export {
  isTemplateTag,
  templateTagCatalogue,
  templateTagGroups,
  type TemplateTag,
  type TemplateTagDefinition,
  type TemplateTagGroup,
} from './tags';
export type * from './types';
export { endorsementDates, mainLocation } from './values';
