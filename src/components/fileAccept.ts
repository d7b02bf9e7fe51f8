/**
 * Whether a file is acceptable: it must have a MIME type (the spec rejects an empty type) and, when
 * an accept list is given, match one entry: an extension (".pdf"), a type ("application/pdf") or a
 * wildcard ("image/*"). Drag-and-drop skips the input's own accept filter, hence this check.
 */
export const isAcceptedFile = (file: File, accept: readonly string[] | undefined): boolean => {
  if (!file.type) return false;
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
};

export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
};
